//! Databases for tests: each test runs on a database of its own, on SQLite (a file in its temp
//! dir) or, when `BILIM_TEST_POSTGRES` names a PostgreSQL server (`tools/with-postgres.sh` starts
//! one), on a new database there. `make test` runs the suites once each way.

/// The variable naming the PostgreSQL server tests make their databases on.
pub const POSTGRES_VAR: &str = "BILIM_TEST_POSTGRES";

pub use super::postgres::create_database as create_postgres_database;

/// The server tests use, if any.
pub fn postgres_server() -> Option<String> {
    std::env::var(POSTGRES_VAR).ok().filter(|url| !url.is_empty())
}

/// A name no other test of this run takes.
pub fn unique_name(prefix: &str) -> String {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    format!(
        "{prefix}_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

/// The URL of a new, empty database for a test: on the test PostgreSQL if there is one, else a
/// SQLite file in `dir`.
pub async fn scratch_database(dir: &std::path::Path) -> anyhow::Result<String> {
    match postgres_server() {
        Some(server) => create_postgres_database(&server, &unique_name("scratch"), None).await,
        None => Ok(format!("sqlite://{}", dir.join(super::sqlite::DB_FILE).display())),
    }
}

/// A store on a new, empty database for a test (`scratch_database`), its files in `dir`.
pub async fn scratch_store(dir: &std::path::Path) -> anyhow::Result<super::Store> {
    super::Store::open(&scratch_database(dir).await?, dir).await
}

impl super::Store {
    /// Each row of `table` as its key (`id`, or `key` in a table without one) and its value in
    /// `column`, both as text (for tests that look at or break values below the items' checks).
    pub async fn stored_values(
        &self,
        table: &str,
        column: &str,
    ) -> Result<Vec<(String, Option<String>)>, super::StoreError> {
        let key = self.key_of(table, column).await?;
        let sql = super::sql::Sql::new(format!(
            r#"SELECT CAST("{key}" AS TEXT), CAST("{column}" AS TEXT) FROM "{table}" ORDER BY "{key}""#
        ));
        sql.all(self.database()).await
    }

    /// Stores `text` as is in `column` of the row of `table` keyed `key` (see `stored_values`),
    /// without the checks, cards or history of a save (for tests: what no editor could store);
    /// how many rows changed.
    pub async fn put_stored_value(
        &self,
        table: &str,
        column: &str,
        key: &str,
        text: &str,
    ) -> Result<u64, super::StoreError> {
        let key_column = self.key_of(table, column).await?;
        let sql = super::sql::Sql::new(format!(
            r#"UPDATE "{table}" SET "{column}" = ? WHERE CAST("{key_column}" AS TEXT) = ?"#
        ));
        sql.bind(text).bind(key).execute(self.database()).await
    }

    /// The key column of `table`, once `column` is known to be one of its columns (names are
    /// put into the statement, so only the schema's own are taken).
    async fn key_of(&self, table: &str, column: &str) -> Result<&'static str, super::StoreError> {
        let columns = self.database().columns(table).await?;
        let named = |name: &str| columns.iter().any(|c| c.name == name);
        if !named(column) {
            return Err(super::StoreError::Column {
                name: format!("{table}.{column}"),
                reason: "no such column".to_owned(),
            });
        }
        Ok(if named("id") { "id" } else { "key" })
    }
}
