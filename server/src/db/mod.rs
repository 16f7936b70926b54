//! The database: one pool, migrations embedded in the binary and run at start.
//!
//! SQLite (WAL) in the data dir is the default. Queries are written in the SQL both SQLite
//! and PostgreSQL accept, so the PostgreSQL seam only has to add a second pool type here.

use std::path::Path;

pub mod reads;

pub type Db = sqlx::SqlitePool;

pub use crate::store::sqlite::DB_FILE;

/// Opens (creating if needed) the database in `data_dir` and brings its schema up to date.
pub async fn open(data_dir: &Path) -> anyhow::Result<Db> {
    let database = crate::store::sqlite::Sqlite3::open(&data_dir.join(DB_FILE)).await?;
    Ok(database.pool().clone())
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
