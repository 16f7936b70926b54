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
