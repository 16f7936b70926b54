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
        Some(server) => super::postgres::create_database(&server, &unique_name("scratch"), None).await,
        None => Ok(format!("sqlite://{}", dir.join(super::sqlite::DB_FILE).display())),
    }
}

/// A store on a new, empty database for a test (`scratch_database`), its files in `dir`.
pub async fn scratch_store(dir: &std::path::Path) -> anyhow::Result<super::Store> {
    super::Store::open(&scratch_database(dir).await?, dir).await
}
