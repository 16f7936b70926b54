//! The database: one pool, migrations embedded in the binary and run at start.
//!
//! SQLite (WAL) in the data dir is the default. Queries are written in the SQL both SQLite
//! and PostgreSQL accept, so the PostgreSQL seam only has to add a second pool type here.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use anyhow::Context;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

pub mod reads;

pub type Db = sqlx::SqlitePool;

pub const DB_FILE: &str = "bilim.db";

/// Opens (creating if needed) the database in `data_dir` and brings its schema up to date.
pub async fn open(data_dir: &Path) -> anyhow::Result<Db> {
    std::fs::create_dir_all(data_dir).with_context(|| format!("cannot create the data dir {}", data_dir.display()))?;
    let url = format!("sqlite://{}", data_dir.join(DB_FILE).display());
    let options = SqliteConnectOptions::from_str(&url)?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        // FULL: each commit is fsynced before it returns, so a submission answered with 201
        // survives power loss; NORMAL (the WAL default) only survives a crash of the process.
        .synchronous(SqliteSynchronous::Full)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(5))
        // Room for a whole answer's rows: with the default 50 the connection's thread waits for
        // the reader after every row past the 50th, and on a long list those hand-offs (futex
        // wake-ups between two threads) took more time than the query itself.
        .row_buffer_size(4096);
    let pool = SqlitePoolOptions::new()
        .max_connections(8)
        // No ping before each query: sqlx runs a SQLite connection on a thread of its own, so a
        // ping is one more hand-off between threads per query, and a local file has no
        // connection to lose.
        .test_before_acquire(false)
        .connect_with(options)
        .await
        .with_context(|| format!("cannot open the database {url}"))?;
    sqlx::migrate!("./migrations")
        .run(&pool)
        .await
        .context("cannot apply the database migrations")?;
    Ok(pool)
}

/// The public site's reads of the database `db` is open on (see `reads`).
pub fn reads(db: &Db) -> reads::Reads {
    reads::Reads::new(db.connect_options().get_filename())
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use sqlx::Row;
    use sqlx::sqlite::SqliteConnectOptions;

    /// A server updated from a database made before the news table was rebuilt (0011) keeps
    /// every news item as it was, its constraints with it.
    #[tokio::test]
    async fn news_survive_the_rebuild_that_puts_their_long_texts_last() {
        let dir = tempfile::tempdir().unwrap();
        let options = SqliteConnectOptions::new()
            .filename(dir.path().join(super::DB_FILE))
            .create_if_missing(true)
            .foreign_keys(true);
        let db = sqlx::SqlitePool::connect_with(options).await.unwrap();
        let all = sqlx::migrate!("./migrations");
        let mut before = sqlx::migrate!("./migrations");
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
