//! The public site's reads, run with rusqlite on the thread that asks.
//!
//! sqlx runs each SQLite connection on a thread of its own and hands every query and every row
//! across threads (with a copy of each value on the way): for the programmes (40 rows) that came
//! to 230 µs a query against 40 µs here, and for a short list of ids 60-80 µs against 10. A read
//! of the public site is short, so it runs where it is asked for, on a connection of this pool,
//! with its prepared statements kept. Writes, migrations and the staff's reads stay on sqlx.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rusqlite::types::Value;
use rusqlite::{Connection, OpenFlags, params_from_iter};

/// Connections kept for later reads; a read that finds none free opens one more, and it is
/// closed after use when this many wait already.
const KEPT: usize = 8;

/// Read-only connections to one SQLite file. Cheap to clone.
#[derive(Clone)]
pub struct Reads {
    path: PathBuf,
    idle: Arc<Mutex<Vec<Connection>>>,
}

impl Reads {
    /// Reads of the database file at `path` (created and migrated by `db::open`).
    pub fn new(path: &Path) -> Reads {
        Reads {
            path: path.to_owned(),
            idle: Arc::default(),
        }
    }

    /// Runs `read` on a free connection. The connection is in autocommit mode: each statement
    /// sees what was committed before it started.
    pub fn run<T>(&self, read: impl FnOnce(&Connection) -> rusqlite::Result<T>) -> rusqlite::Result<T> {
        let idle = self.idle.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).pop();
        let conn = match idle {
            Some(conn) => conn,
            None => self.open()?,
        };
        let result = read(&conn);
        let mut idle = self.idle.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if idle.len() < KEPT {
            idle.push(conn);
        }
        result
    }

    fn open(&self) -> rusqlite::Result<Connection> {
        // Read-write at the file level, as a WAL reader needs the shared-memory file, but
        // refusing any write: those go through the store's one write path on sqlx.
        let conn = Connection::open_with_flags(
            &self.path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(Duration::from_secs(5))?;
        conn.pragma_update(None, "query_only", true)?;
        conn.set_prepared_statement_cache_capacity(64);
        Ok(conn)
    }
}

/// A row type a read builds from its query's columns, in order, as `sqlx::FromRow` does for sqlx.
/// By position, not by name: rusqlite finds a column by name by comparing it with every column's
/// name, a tenth of a list's read.
pub trait ReadRow: Sized {
    /// How many columns it takes.
    const COLUMNS: usize;
    /// The row from its columns from `first` on.
    fn read_at(row: &rusqlite::Row<'_>, first: usize) -> rusqlite::Result<Self>;
    fn read(row: &rusqlite::Row<'_>) -> rusqlite::Result<Self> {
        Self::read_at(row, 0)
    }
}

/// Column `at` of `row`, which is named `name` (checked in debug builds, so that every test that
/// runs a read checks its query lists its row's fields in order); moves `at` to the next.
pub fn column<T: rusqlite::types::FromSql>(row: &rusqlite::Row<'_>, at: &mut usize, name: &str) -> rusqlite::Result<T> {
    debug_assert_eq!(
        row.as_ref().column_name(*at).ok(),
        Some(name),
        "column {at} of the query is not the row's field {name}"
    );
    // A value that does not convert (a malformed translation) is named by its column, as sqlx
    // names it: the error reaches logs and a failed search rebuild's report.
    let value = row.get(*at).map_err(|err| match err {
        rusqlite::Error::FromSqlConversionFailure(at, ty, err) => {
            rusqlite::Error::FromSqlConversionFailure(at, ty, format!("column {name}: {err}").into())
        }
        other => other,
    });
    *at += 1;
    value
}

/// A query of one column reads it alone.
macro_rules! read_column {
    ($($ty:ty),*) => {$(
        impl ReadRow for $ty {
            const COLUMNS: usize = 1;
            fn read_at(row: &rusqlite::Row<'_>, first: usize) -> rusqlite::Result<Self> {
                row.get(first)
            }
        }
    )*};
}
read_column!(i64, String, Option<i64>);

/// A query of two columns reads them as a pair.
impl<A: rusqlite::types::FromSql, B: rusqlite::types::FromSql> ReadRow for (A, B) {
    const COLUMNS: usize = 2;
    fn read_at(row: &rusqlite::Row<'_>, first: usize) -> rusqlite::Result<Self> {
        Ok((row.get(first)?, row.get(first + 1)?))
    }
}

/// `ReadRow` for a struct whose fields are the query's columns of the same names, in the same
/// order (`kind = "type"`: the field `kind` is the column `type`); a first field written
/// `..card: CardRow` is a row of its own, read from the first columns.
macro_rules! read_row {
    (@one $field:ident) => { 1 };
    (@name $field:ident $column:literal) => { $column };
    (@name $field:ident) => { stringify!($field) };
    ($row:ident { $(..$inner:ident: $inner_ty:ty,)? $($field:ident $(= $column:literal)?),* $(,)? }) => {
        impl $crate::db::reads::ReadRow for $row {
            const COLUMNS: usize = 0
                $(+ <$inner_ty as $crate::db::reads::ReadRow>::COLUMNS)?
                $(+ $crate::db::reads::read_row!(@one $field))*;
            fn read_at(row: &rusqlite::Row<'_>, first: usize) -> rusqlite::Result<Self> {
                let mut at = first;
                Ok($row {
                    $($inner: {
                        let inner = <$inner_ty as $crate::db::reads::ReadRow>::read_at(row, at)?;
                        at += <$inner_ty as $crate::db::reads::ReadRow>::COLUMNS;
                        inner
                    },)?
                    $($field: $crate::db::reads::column(
                        row,
                        &mut at,
                        $crate::db::reads::read_row!(@name $field $($column)?),
                    )?,)*
                })
            }
        }
    };
}
pub(crate) use read_row;

/// The ids a query joins into one text (`group_concat` of an integer column, NULL over no
/// rows), as a list: a row carries the ids of its children instead of a row per child.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct JoinedIds(pub Vec<i64>);

impl rusqlite::types::FromSql for JoinedIds {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        use rusqlite::types::{FromSqlError, ValueRef};
        let text = match value {
            ValueRef::Null => return Ok(JoinedIds::default()),
            ValueRef::Integer(id) => return Ok(JoinedIds(vec![id])),
            other => other.as_str()?,
        };
        let ids = text.split(',').map(str::parse).collect::<Result<_, _>>();
        ids.map(JoinedIds).map_err(|err| FromSqlError::Other(Box::new(err)))
    }
}

/// Read on the store's seam too, for the rows both paths read while the reads move onto it.
impl crate::store::sql::FromCell for JoinedIds {
    fn from_cell(cell: crate::store::sql::Cell<'_>) -> Result<Self, String> {
        crate::store::sql::JoinedIds::from_cell(cell).map(|ids| JoinedIds(ids.0))
    }
}

/// A statement put together in pieces, each bind numbered as it is pushed (`?1`, `?2`, …), as
/// sqlx's `QueryBuilder` does for sqlx.
#[derive(Debug, Default)]
pub struct Sql {
    text: String,
    binds: Vec<Value>,
}

impl Sql {
    pub fn new(text: &str) -> Sql {
        Sql {
            text: text.to_owned(),
            binds: Vec::new(),
        }
    }

    pub fn push(&mut self, text: &str) -> &mut Sql {
        self.text.push_str(text);
        self
    }

    /// Appends a placeholder for `value`.
    pub fn push_bind(&mut self, value: impl Into<Value>) -> &mut Sql {
        self.binds.push(value.into());
        self.text.push('?');
        self.text.push_str(&self.binds.len().to_string());
        self
    }

    /// Appends a placeholder for each of `values`, separated by commas (the list of an `IN (…)`).
    pub fn push_binds<V: Into<Value>>(&mut self, values: impl IntoIterator<Item = V>) -> &mut Sql {
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                self.text.push_str(", ");
            }
            self.push_bind(value);
        }
        self
    }

    /// Appends `LIMIT {limit} OFFSET {offset}`, the numbers written out: SQLite (3.51) plans a
    /// statement for the value bound to its LIMIT, so a bound one is compiled again at every run
    /// (a quarter of an uncached page of news went to that), while a written one is compiled once
    /// for each page size and page asked for and kept in the statement cache.
    pub fn push_limit(&mut self, limit: u32, offset: i64) -> &mut Sql {
        self.text.push_str(&format!(" LIMIT {limit} OFFSET {offset}"));
        self
    }

    /// Every row, each read as a `T`.
    pub fn all<T: ReadRow>(&self, conn: &Connection) -> rusqlite::Result<Vec<T>> {
        all(conn, &self.text, params_from_iter(&self.binds))
    }

    /// The first row, as a `T`, if there is one.
    pub fn first<T: ReadRow>(&self, conn: &Connection) -> rusqlite::Result<Option<T>> {
        first(conn, &self.text, params_from_iter(&self.binds))
    }
}

/// Every row of `sql` with `params` bound, each read as a `T`.
pub fn all<T: ReadRow>(conn: &Connection, sql: &str, params: impl rusqlite::Params) -> rusqlite::Result<Vec<T>> {
    conn.prepare_cached(sql)?.query_map(params, T::read)?.collect()
}

/// The first row of `sql` with `params` bound, as a `T`, if there is one.
pub fn first<T: ReadRow>(conn: &Connection, sql: &str, params: impl rusqlite::Params) -> rusqlite::Result<Option<T>> {
    conn.prepare_cached(sql)?
        .query(params)?
        .next()?
        .map(T::read)
        .transpose()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_read_sees_what_was_committed_and_cannot_write() {
        let dir = tempfile::tempdir().unwrap();
        let db = super::super::open(dir.path()).await.unwrap();
        let reads = Reads::new(&dir.path().join(super::super::DB_FILE));
        let count =
            || reads.run(|conn| conn.query_row("SELECT COUNT(*) FROM settings", [], |row| row.get::<_, i64>(0)));
        let before = count().unwrap();
        sqlx::query(r#"INSERT INTO settings ("key", "value") VALUES ('reads-test', '{}')"#)
            .execute(&db)
            .await
            .unwrap();
        assert_eq!(count().unwrap(), before + 1);
        let write = reads.run(|conn| conn.execute("DELETE FROM settings", []));
        assert!(write.is_err(), "a read connection wrote");
        assert_eq!(count().unwrap(), before + 1);
    }

    struct Pair {
        key: String,
        n: i64,
    }
    read_row!(Pair { key, n });

    struct Labelled {
        pair: Pair,
        label: String,
    }
    read_row!(Labelled { ..pair: Pair, label });

    #[test]
    fn a_row_is_read_from_its_columns_in_order_with_binds_numbered_as_pushed() {
        let conn = Connection::open_in_memory().unwrap();
        let mut sql = Sql::new("SELECT ");
        sql.push_bind("a".to_owned())
            .push(" AS key, ")
            .push_bind(2)
            .push(" AS n, ");
        sql.push_bind("two".to_owned()).push(" AS label");
        let row: Labelled = sql.first(&conn).unwrap().unwrap();
        assert_eq!((row.pair.key.as_str(), row.pair.n, row.label.as_str()), ("a", 2, "two"));
        assert_eq!(Labelled::COLUMNS, 3);
    }

    #[test]
    fn a_limited_read_is_compiled_once() {
        let conn = Connection::open_in_memory().unwrap();
        let mut sql = Sql::new(
            "WITH RECURSIVE numbers(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM numbers WHERE n < 50) \
             SELECT n FROM numbers WHERE n > ",
        );
        sql.push_bind(10).push(" ORDER BY n").push_limit(5, 10);
        for _ in 0..3 {
            let rows: Vec<i64> = sql.all(&conn).unwrap();
            assert_eq!(rows, [21, 22, 23, 24, 25]);
        }
        let statement = conn.prepare_cached(&sql.text).unwrap();
        assert_eq!(statement.get_status(rusqlite::StatementStatus::RePrepare), 0);
    }

    #[test]
    fn joined_ids_read_back_as_their_ids_and_none_as_no_ids() {
        let conn = Connection::open_in_memory().unwrap();
        let read = |sql: &str| conn.query_row(sql, [], |row| row.get::<_, JoinedIds>(0)).unwrap();
        assert_eq!(
            read("SELECT group_concat(n) FROM (SELECT 3 AS n UNION ALL SELECT 11)").0,
            [3, 11]
        );
        assert_eq!(
            read("SELECT group_concat(n) FROM (SELECT 3 AS n WHERE 0)"),
            JoinedIds::default()
        );
        let malformed = conn.query_row("SELECT '3,x'", [], |row| row.get::<_, JoinedIds>(0));
        assert!(malformed.is_err());
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "is not the row's field n")]
    fn a_query_whose_columns_are_out_of_the_row_order_fails_in_tests() {
        let conn = Connection::open_in_memory().unwrap();
        let _ = Sql::new("SELECT 'a' AS key, 'b' AS label, 2 AS n").first::<Labelled>(&conn);
    }
}
