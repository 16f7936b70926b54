//! The SQLite backend: one file in the data dir (WAL), migrations of its own, writes on sqlx's
//! pool and the public site's reads on rusqlite, on the thread that asks (`reads.rs`).

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use anyhow::Context;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteRow, SqliteSynchronous};
use sqlx::{Arguments, Row as _, Sqlite, TypeInfo, ValueRef};

use super::backend::{Begin, BoxFuture, Column, Database, Each, Transaction};
use super::error::StoreError;
use super::sql::{Cell, Kind, Row, Sql, Value};

pub mod reads;

/// The database's file in the data dir, unless `--database-url` names another.
pub const DB_FILE: &str = "bilim.db";

/// A SQLite database. Cheap to clone.
#[derive(Clone)]
pub struct Sqlite3 {
    pool: sqlx::SqlitePool,
    reads: reads::Reads,
}

impl Sqlite3 {
    /// Opens (creating if needed) the database file at `path` and brings its schema up to date.
    pub async fn open(path: &Path) -> anyhow::Result<Sqlite3> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).with_context(|| format!("cannot create the directory {}", dir.display()))?;
        }
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL: each commit is fsynced before it returns, so a submission answered with 201
            // survives power loss; NORMAL (the WAL default) only survives a crash of the process.
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5))
            // Room for a whole answer's rows: with the default 50 the connection's thread waits
            // for the reader after every row past the 50th, and on a long list those hand-offs
            // (futex wake-ups between two threads) took more time than the query itself.
            .row_buffer_size(4096);
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            // No ping before each query: sqlx runs a SQLite connection on a thread of its own,
            // so a ping is one more hand-off between threads per query, and a local file has no
            // connection to lose.
            .test_before_acquire(false)
            .connect_with(options)
            .await
            .with_context(|| format!("cannot open the database {}", path.display()))?;
        sqlx::migrate!("./migrations/sqlite")
            .run(&pool)
            .await
            .context("cannot apply the database migrations")?;
        let reads = reads::Reads::new(path);
        Ok(Sqlite3 { pool, reads })
    }

    /// Where `url` (`sqlite://PATH`) keeps its file.
    pub fn path_of(url: &str) -> anyhow::Result<std::path::PathBuf> {
        let options = SqliteConnectOptions::from_str(url).with_context(|| format!("{url} is no SQLite URL"))?;
        Ok(options.get_filename().to_owned())
    }
}

impl Database for Sqlite3 {
    fn read<'a>(&'a self, sql: &'a Sql, each: Each<'a>) -> BoxFuture<'a, Result<(), StoreError>> {
        // Run here, in the first poll: a read of a local file is shorter than a hand-off.
        let result = self.reads.run(|conn| reads::each_row(conn, sql, each));
        Box::pin(std::future::ready(result))
    }

    fn execute<'a>(&'a self, sql: &'a Sql) -> BoxFuture<'a, Result<u64, StoreError>> {
        Box::pin(async move {
            let done = query(sql)?.execute(&self.pool).await.map_err(failure)?;
            Ok(done.rows_affected())
        })
    }

    fn close(&self) -> BoxFuture<'_, ()> {
        Box::pin(async move {
            self.reads.close();
            self.pool.close().await;
        })
    }

    fn begin(&self, how: Begin) -> BoxFuture<'_, Result<Box<dyn Transaction>, StoreError>> {
        Box::pin(async move {
            // IMMEDIATE takes the database's one write lock at the start: a write transaction
            // that read first and upgraded later could find the lock taken and fail.
            let statement = match how {
                Begin::Write => "BEGIN IMMEDIATE",
                Begin::Snapshot => "BEGIN",
            };
            let tx = self.pool.begin_with(statement).await.map_err(failure)?;
            Ok(Box::new(Tx(tx)) as Box<dyn Transaction>)
        })
    }

    fn table_names(&self) -> BoxFuture<'_, Result<Vec<String>, StoreError>> {
        Box::pin(async move {
            let sql = Sql::new("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'");
            sql.all(self as &dyn Database).await
        })
    }

    fn columns<'a>(&'a self, table: &'a str) -> BoxFuture<'a, Result<Vec<Column>, StoreError>> {
        Box::pin(async move {
            let sql = Sql::new("SELECT name, type, \"notnull\" FROM pragma_table_info(?) ORDER BY cid").bind(table);
            let rows: Vec<(String, String, bool)> = sql.all(self as &dyn Database).await?;
            let columns = rows.into_iter().map(|(name, declared, not_null)| {
                // The declared types of our migrations; SQLite keeps booleans as integers and
                // times as text.
                let kind = match declared.as_str() {
                    "INTEGER" => Kind::Int,
                    "REAL" => Kind::Real,
                    "BLOB" => Kind::Bytes,
                    _ => Kind::Text,
                };
                Column { name, kind, not_null }
            });
            Ok(columns.collect())
        })
    }

    fn joined_ids(&self, expression: &str) -> String {
        format!("group_concat({expression})")
    }

    fn month_of(&self, expression: &str) -> String {
        format!("CAST(substr({expression}, 6, 2) AS INTEGER)")
    }

    fn year_of(&self, expression: &str) -> String {
        format!("CAST(substr({expression}, 1, 4) AS INTEGER)")
    }

    fn skip_locked(&self) -> &'static str {
        // One writer at a time: a claim's transaction already holds the whole database.
        ""
    }

    fn catch_up_ids(&self, _table: &str) -> Option<Sql> {
        // A rowid is one past the largest in the table.
        None
    }
}

struct Tx(sqlx::Transaction<'static, Sqlite>);

impl Transaction for Tx {
    fn read<'a>(&'a mut self, sql: &'a Sql, each: Each<'a>) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(async move {
            let rows = query(sql)?.fetch_all(&mut *self.0).await.map_err(failure)?;
            for row in &rows {
                if !each(&LiteRow(row))? {
                    break;
                }
            }
            Ok(())
        })
    }

    fn execute<'a>(&'a mut self, sql: &'a Sql) -> BoxFuture<'a, Result<u64, StoreError>> {
        Box::pin(async move {
            let done = query(sql)?.execute(&mut *self.0).await.map_err(failure)?;
            Ok(done.rows_affected())
        })
    }

    fn defer_foreign_keys(&mut self) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(async move {
            sqlx::query("PRAGMA defer_foreign_keys = ON")
                .execute(&mut *self.0)
                .await
                .map_err(failure)?;
            Ok(())
        })
    }

    fn commit(self: Box<Self>) -> BoxFuture<'static, Result<(), StoreError>> {
        Box::pin(async move { self.0.commit().await.map_err(failure) })
    }
}

/// `sql` as a sqlx query, its values bound as SQLite keeps them.
fn query(sql: &Sql) -> Result<sqlx::query::Query<'_, Sqlite, sqlx::sqlite::SqliteArguments>, StoreError> {
    let mut arguments = sqlx::sqlite::SqliteArguments::default();
    for value in sql.binds() {
        let added = match value {
            Value::Null(_) => arguments.add(None::<i64>),
            Value::Int(value) => arguments.add(*value),
            Value::Real(value) => arguments.add(*value),
            Value::Text(value) => arguments.add(value.clone()),
            Value::Bool(value) => arguments.add(*value),
            Value::Bytes(value) => arguments.add(value.clone()),
            Value::Utc(_) | Value::Local(_) | Value::Date(_) => arguments.add(reads::time_text(value)),
        };
        added.map_err(|err| StoreError::Failed(anyhow::anyhow!("cannot bind {value:?}: {err}")))?;
    }
    Ok(sqlx::query_with(sqlx::AssertSqlSafe(sql.text().to_owned()), arguments))
}

/// A row read by sqlx.
struct LiteRow<'r>(&'r SqliteRow);

impl Row for LiteRow<'_> {
    fn cell(&self, at: usize) -> Result<Cell<'_>, StoreError> {
        let raw = self.0.try_get_raw(at).map_err(failure)?;
        if raw.is_null() {
            return Ok(Cell::Null);
        }
        let kind = raw.type_info().name().to_owned();
        let cell = match kind.as_str() {
            "INTEGER" | "BOOLEAN" => Cell::Int(self.0.try_get(at).map_err(failure)?),
            "REAL" => Cell::Real(self.0.try_get(at).map_err(failure)?),
            "BLOB" => Cell::Bytes(self.0.try_get(at).map_err(failure)?),
            _ => Cell::Text(self.0.try_get(at).map_err(failure)?),
        };
        Ok(cell)
    }

    fn name(&self, at: usize) -> Option<&str> {
        use sqlx::Column;
        self.0.columns().get(at).map(|column| column.name())
    }

    fn columns(&self) -> usize {
        sqlx::Row::len(self.0)
    }
}

/// A sqlx failure as the store's error.
fn failure(err: sqlx::Error) -> StoreError {
    match err {
        sqlx::Error::RowNotFound => StoreError::NoRow,
        sqlx::Error::PoolTimedOut => StoreError::Busy(err.to_string()),
        sqlx::Error::Database(db) if db.is_unique_violation() => StoreError::Taken(db.message().to_owned()),
        sqlx::Error::Database(db) if db.is_foreign_key_violation() => StoreError::InUse(db.message().to_owned()),
        // SQLITE_BUSY (5) and its extended codes: another writer held the lock past the timeout.
        sqlx::Error::Database(db)
            if db
                .code()
                .and_then(|code| code.parse::<i32>().ok())
                .is_some_and(|code| code & 0xff == 5) =>
        {
            StoreError::Busy(db.message().to_owned())
        }
        sqlx::Error::ColumnDecode { index, source } => StoreError::Column {
            name: index,
            reason: source.to_string(),
        },
        other => StoreError::Failed(other.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_read_sees_what_was_committed_and_cannot_write() {
        let dir = tempfile::tempdir().unwrap();
        let database = Sqlite3::open(&dir.path().join(DB_FILE)).await.unwrap();
        let database: &dyn Database = &database;
        let count = || async {
            Sql::new("SELECT COUNT(*) FROM settings")
                .one::<i64>(database)
                .await
                .unwrap()
        };
        let before = count().await;
        let insert = Sql::new(r#"INSERT INTO settings ("key", "value") VALUES (?, '{}')"#).bind("reads-test");
        assert_eq!(insert.execute(database).await.unwrap(), 1);
        assert_eq!(count().await, before + 1);
        // A statement that writes, run as a read: refused by the read connection.
        let write = Sql::new("DELETE FROM settings RETURNING \"key\"")
            .all::<String>(database)
            .await;
        assert!(write.is_err(), "a read connection wrote");
        assert_eq!(count().await, before + 1);
    }

    #[tokio::test]
    async fn news_survive_the_rebuild_that_puts_their_long_texts_last() {
        use sqlx::Row as _;
        use std::borrow::Cow;
        let dir = tempfile::tempdir().unwrap();
        let options = SqliteConnectOptions::new()
            .filename(dir.path().join(super::DB_FILE))
            .create_if_missing(true)
            .foreign_keys(true);
        let db = sqlx::SqlitePool::connect_with(options).await.unwrap();
        let all = sqlx::migrate!("./migrations/sqlite");
        let mut before = sqlx::migrate!("./migrations/sqlite");
        before.migrations = Cow::Owned(all.migrations.iter().filter(|m| m.version < 11).cloned().collect());
        before.run(&db).await.unwrap();
        sqlx::query(
            r#"INSERT INTO schools (id, slug, sort_order, title, short_title, "desc", color)
               VALUES (7, 'business', 1, '{"kz":"Бизнес"}', '{"kz":"Б"}', '{"kz":""}', '#123456')"#,
        )
        .execute(&db)
        .await
        .unwrap();
        let insert = async |id: i64, slug: &str, school: Option<i64>, image: Option<&str>, published: i64| {
            sqlx::query(
                "INSERT INTO news (id, slug, school_id, published_at, title, excerpt, body, image, search_text, published)
                 VALUES (?, ?, ?, ?, '{\"kz\":\"Тақырып\"}', '{\"kz\":\"Қысқаша\"}', '<p>Мәтін</p>', ?, 'мәтін', ?)",
            )
            .bind(id)
            .bind(slug)
            .bind(school)
            .bind(format!("2026-0{id}-01T10:00:00"))
            .bind(image)
            .bind(published)
            .execute(&db)
            .await
        };
        insert(1, "open-day", Some(7), Some("/media/a.webp"), 1).await.unwrap();
        insert(2, "draft", None, None, 0).await.unwrap();
        // Each item whole, every column in one JSON array: what the rebuild must keep.
        let rows = |db: sqlx::SqlitePool| async move {
            sqlx::query_scalar::<_, String>(
                "SELECT json_array(id, slug, school_id, published_at, title, excerpt, body, image, search_text, published)
                 FROM news ORDER BY id",
            )
            .fetch_all(&db)
            .await
            .unwrap()
        };
        let kept = rows(db.clone()).await;
        assert_eq!(kept.len(), 2);

        all.run(&db).await.unwrap();
        assert_eq!(rows(db.clone()).await, kept);
        let columns: Vec<String> = sqlx::query("SELECT name FROM pragma_table_info('news')")
            .fetch_all(&db)
            .await
            .unwrap()
            .iter()
            .map(|row| row.get(0))
            .collect();
        assert_eq!(columns[columns.len() - 2..], ["body", "search_text"]);
        let duplicate = insert(3, "open-day", None, None, 1).await;
        assert!(duplicate.is_err(), "a second news item took a slug in use");
        let unknown_school = insert(4, "elsewhere", Some(99), None, 1).await;
        assert!(
            unknown_school.is_err(),
            "a news item named a school that does not exist"
        );
    }
}
