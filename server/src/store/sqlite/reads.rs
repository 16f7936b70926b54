//! Reads outside a transaction, run with rusqlite on the thread that asks.
//!
//! sqlx runs each SQLite connection on a thread of its own and hands every query and every row
//! across threads (with a copy of each value on the way): for the programmes (40 rows) that came
//! to 230 µs a query against 40 µs here, and for a short list of ids 60-80 µs against 10. A read
//! of the public site is short, so it runs where it is asked for, on a connection of this pool,
//! with its prepared statements kept. Transactions stay on sqlx.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rusqlite::types::{ToSqlOutput, ValueRef};
use rusqlite::{Connection, OpenFlags, ToSql};

use crate::store::backend::Each;
use crate::store::error::StoreError;
use crate::store::sql::{Cell, Row, Sql, Value};

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
    /// Reads of the database file at `path` (created and migrated by `Sqlite3::open`).
    pub fn new(path: &Path) -> Reads {
        Reads {
            path: path.to_owned(),
            idle: Arc::default(),
        }
    }

    /// Runs `read` on a free connection. The connection is in autocommit mode: each statement
    /// sees what was committed before it started.
    pub fn run<T>(&self, read: impl FnOnce(&Connection) -> Result<T, StoreError>) -> Result<T, StoreError> {
        let idle = self.idle.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).pop();
        let conn = match idle {
            Some(conn) => conn,
            None => self.open().map_err(failure)?,
        };
        let result = read(&conn);
        let mut idle = self.idle.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if idle.len() < KEPT {
            idle.push(conn);
        }
        result
    }

    /// Closes the connections kept for later reads.
    pub fn close(&self) {
        self.idle
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clear();
    }

    fn open(&self) -> rusqlite::Result<Connection> {
        // Read-write at the file level, as a WAL reader needs the shared-memory file, but
        // refusing any write: those go through transactions on sqlx.
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

/// Runs `sql` on `conn`, handing each row to `each`.
pub fn each_row(conn: &Connection, sql: &Sql, each: Each<'_>) -> Result<(), StoreError> {
    let mut statement = conn.prepare_cached(sql.text()).map_err(failure)?;
    let binds = sql.binds().iter().map(Bound);
    let mut rows = statement.query(rusqlite::params_from_iter(binds)).map_err(failure)?;
    while let Some(row) = rows.next().map_err(failure)? {
        if !each(&LiteRow(row))? {
            break;
        }
    }
    Ok(())
}

/// A time as SQLite keeps it (`store::clock`).
pub fn time_text(value: &Value) -> String {
    use crate::store::clock;
    match value {
        Value::Utc(at) => clock::utc_text(*at),
        Value::Local(at) => clock::local_text(*at),
        Value::Date(day) => clock::date_text(*day),
        other => unreachable!("{other:?} is no time"),
    }
}

/// A value bound as SQLite keeps it: booleans as 0 and 1, times as text.
struct Bound<'v>(&'v Value);

impl ToSql for Bound<'_> {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(match self.0 {
            Value::Null(_) => ToSqlOutput::Borrowed(ValueRef::Null),
            Value::Int(value) => ToSqlOutput::Borrowed(ValueRef::Integer(*value)),
            Value::Real(value) => ToSqlOutput::Borrowed(ValueRef::Real(*value)),
            Value::Text(value) => ToSqlOutput::Borrowed(ValueRef::Text(value.as_bytes())),
            Value::Bool(value) => ToSqlOutput::Borrowed(ValueRef::Integer(i64::from(*value))),
            Value::Bytes(value) => ToSqlOutput::Borrowed(ValueRef::Blob(value)),
            time => ToSqlOutput::Owned(rusqlite::types::Value::Text(time_text(time))),
        })
    }
}

struct LiteRow<'a, 'stmt>(&'a rusqlite::Row<'stmt>);

impl Row for LiteRow<'_, '_> {
    fn cell(&self, at: usize) -> Result<Cell<'_>, StoreError> {
        Ok(match self.0.get_ref(at).map_err(failure)? {
            ValueRef::Null => Cell::Null,
            ValueRef::Integer(value) => Cell::Int(value),
            ValueRef::Real(value) => Cell::Real(value),
            // Checked as UTF-8 with SIMD: std's check, string by string, was a tenth of an
            // uncached list's read.
            ValueRef::Text(bytes) => {
                Cell::Text(simdutf8::basic::from_utf8(bytes).map_err(|err| StoreError::Column {
                    name: self.name(at).unwrap_or("?").to_owned(),
                    reason: err.to_string(),
                })?)
            }
            ValueRef::Blob(bytes) => Cell::Bytes(bytes),
        })
    }

    fn name(&self, at: usize) -> Option<&str> {
        self.0.as_ref().column_name(at).ok()
    }

    fn columns(&self) -> usize {
        self.0.as_ref().column_count()
    }
}

/// A rusqlite failure as the store's error.
pub fn failure(err: rusqlite::Error) -> StoreError {
    use rusqlite::ErrorCode;
    match err {
        rusqlite::Error::QueryReturnedNoRows => StoreError::NoRow,
        rusqlite::Error::SqliteFailure(cause, message) => {
            let message = message.unwrap_or_else(|| cause.to_string());
            match cause.code {
                ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => StoreError::Busy(message),
                _ => StoreError::Failed(anyhow::anyhow!(message)),
            }
        }
        other => StoreError::Failed(other.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::sql::{JoinedIds, ReadRow, read_row};

    fn all<T: ReadRow + Send>(conn: &Connection, sql: &Sql) -> Result<Vec<T>, StoreError> {
        let mut rows = Vec::new();
        each_row(conn, sql, &mut |row| {
            rows.push(T::read(row)?);
            Ok(true)
        })?;
        Ok(rows)
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
        sql.push_bind("a").push(" AS key, ").push_bind(2).push(" AS n, ");
        sql.push_bind("two").push(" AS label");
        let rows: Vec<Labelled> = all(&conn, &sql).unwrap();
        assert_eq!(
            (rows[0].pair.key.as_str(), rows[0].pair.n, rows[0].label.as_str()),
            ("a", 2, "two")
        );
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
            let rows: Vec<i64> = all(&conn, &sql).unwrap();
            assert_eq!(rows, [21, 22, 23, 24, 25]);
        }
        let statement = conn.prepare_cached(sql.text()).unwrap();
        assert_eq!(statement.get_status(rusqlite::StatementStatus::RePrepare), 0);
    }

    #[test]
    fn joined_ids_read_back_as_their_ids_and_none_as_no_ids() {
        let conn = Connection::open_in_memory().unwrap();
        let read = |text: &str| all::<JoinedIds>(&conn, &Sql::new(text));
        let ids = read("SELECT group_concat(n) FROM (SELECT 3 AS n UNION ALL SELECT 11)").unwrap();
        assert_eq!(ids[0].0, [3, 11]);
        let none = read("SELECT group_concat(n) FROM (SELECT 3 AS n WHERE 0)").unwrap();
        assert_eq!(none[0], JoinedIds::default());
        assert!(read("SELECT '3,x'").is_err());
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "is not the row's field n")]
    fn a_query_whose_columns_are_out_of_the_row_order_fails_in_tests() {
        let conn = Connection::open_in_memory().unwrap();
        let _ = all::<Labelled>(&conn, &Sql::new("SELECT 'a' AS key, 'b' AS label, 2 AS n"));
    }
}
