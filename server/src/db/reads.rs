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

use rusqlite::{Connection, OpenFlags};

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

/// A row type a read builds from the columns of its name, as `sqlx::FromRow` does for sqlx.
pub trait ReadRow: Sized {
    fn read(row: &rusqlite::Row<'_>) -> rusqlite::Result<Self>;
}

/// `ReadRow` for a struct whose fields are the query's columns of the same names.
macro_rules! read_row {
    ($row:ident { $($field:ident),* $(,)? }) => {
        impl $crate::db::reads::ReadRow for $row {
            fn read(row: &rusqlite::Row<'_>) -> rusqlite::Result<Self> {
                Ok($row { $($field: row.get(stringify!($field))?),* })
            }
        }
    };
}
pub(crate) use read_row;

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
}
