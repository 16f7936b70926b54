//! The seam between the store and a database: what a backend does (run a statement, hold a
//! transaction, write the few expressions the two dialects spell differently) and nothing more.
//! The store's units of work (`items.rs`, `submissions.rs`, …) are written once above it;
//! `sqlite/` and `postgres/` implement it, each with its own migrations and its own ways of
//! being fast, and no type of theirs crosses it.

use std::future::Future;
use std::pin::Pin;

use super::error::StoreError;
use super::sql::{Kind, Row, Sql};

pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// What a read does with each row: `Ok(true)` for the next one, `Ok(false)` to stop.
pub type Each<'a> = &'a mut (dyn FnMut(&dyn Row) -> Result<bool, StoreError> + Send);

/// Which database a backend runs on, for what is told apart by name (reports, backups).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

/// How a transaction holds the database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Begin {
    /// Writes that decide on what they read (a version, the last admin, a free slug): one such
    /// transaction at a time, on every backend and across processes, so that nothing another
    /// writes between its read and its write can be missed.
    Write,
    /// Reads that must agree with each other (a backup): one snapshot of the database.
    Snapshot,
}

/// A column of a table, as the backend keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    pub name: String,
    pub kind: Kind,
    pub not_null: bool,
}

/// A database the store runs on.
pub trait Database: Send + Sync + 'static {
    fn engine(&self) -> Engine;

    /// Runs `sql` outside any transaction (it sees what was committed before it started),
    /// handing each row to `each`.
    fn read<'a>(&'a self, sql: &'a Sql, each: Each<'a>) -> BoxFuture<'a, Result<(), StoreError>>;

    /// Runs `sql` as a transaction of its own; how many rows it changed.
    fn execute<'a>(&'a self, sql: &'a Sql) -> BoxFuture<'a, Result<u64, StoreError>>;

    /// Lets go of every connection (a command's last step: a SQLite file is whole once closed).
    fn close(&self) -> BoxFuture<'_, ()>;

    fn begin(&self, how: Begin) -> BoxFuture<'_, Result<Box<dyn Transaction>, StoreError>>;

    /// The names of the tables the store's migrations made, its own bookkeeping included.
    fn table_names(&self) -> BoxFuture<'_, Result<Vec<String>, StoreError>>;

    /// The columns of `table`, in order.
    fn columns<'a>(&'a self, table: &'a str) -> BoxFuture<'a, Result<Vec<Column>, StoreError>>;

    /// The columns of `table` that refuse NULL.
    fn not_null_columns<'a>(&'a self, table: &'a str) -> BoxFuture<'a, Result<Vec<String>, StoreError>> {
        Box::pin(async move {
            let columns = self.columns(table).await?;
            Ok(columns
                .into_iter()
                .filter(|column| column.not_null)
                .map(|column| column.name)
                .collect())
        })
    }

    /// `expression` (integer ids over a group) joined into one text of comma-separated ids, NULL
    /// over no rows (`sql::JoinedIds`).
    fn joined_ids(&self, expression: &str) -> String;

    /// The month (1 to 12, an integer) of a stored time or day `expression`.
    fn month_of(&self, expression: &str) -> String;

    /// The year (an integer) of a stored time or day `expression`.
    fn year_of(&self, expression: &str) -> String;

    /// What ends a `SELECT` that claims rows for one worker: other workers pass over them.
    fn skip_locked(&self) -> &'static str;

    /// The statement that moves `table`'s id generator past the ids a load or a restore wrote
    /// itself, if the backend's generator does not look at the table (PostgreSQL's identity).
    fn catch_up_ids(&self, table: &str) -> Option<Sql>;
}

/// A transaction; dropped without `commit`, it is rolled back.
pub trait Transaction: Send {
    fn read<'a>(&'a mut self, sql: &'a Sql, each: Each<'a>) -> BoxFuture<'a, Result<(), StoreError>>;
    fn execute<'a>(&'a mut self, sql: &'a Sql) -> BoxFuture<'a, Result<u64, StoreError>>;
    /// Checks foreign keys at the commit, not at each statement, for the rest of the transaction
    /// (a content load empties and refills the content tables in any order).
    fn defer_foreign_keys(&mut self) -> BoxFuture<'_, Result<(), StoreError>>;
    fn commit(self: Box<Self>) -> BoxFuture<'static, Result<(), StoreError>>;
}
