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

/// What every backend must do, run on the backend under test (`store::testing`).
#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::store::testing::scratch_database;

    async fn database(dir: &std::path::Path) -> std::sync::Arc<dyn Database> {
        crate::store::connect(&scratch_database(dir).await.unwrap())
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn a_transaction_dropped_before_its_commit_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let database = database(dir.path()).await;
        let insert = Sql::new(r#"INSERT INTO settings ("key", "value") VALUES (?, '{}')"#).bind("kept");
        let mut tx = database.begin(Begin::Write).await.unwrap();
        insert.execute(&mut tx).await.unwrap();
        let seen = Sql::new(r#"SELECT "key" FROM settings WHERE "key" = 'kept'"#);
        assert_eq!(seen.first::<String>(&mut tx).await.unwrap().as_deref(), Some("kept"));
        drop(tx);
        assert_eq!(seen.first::<String>(&*database).await.unwrap(), None);
        let taken = Sql::new(r#"INSERT INTO settings ("key", "value") VALUES ('x', '{}'), ('x', '{}')"#);
        assert!(matches!(taken.execute(&*database).await, Err(StoreError::Taken(_))));
    }

    /// The one writer: a second write transaction starts only once the first has ended, so a
    /// check made in one (a version, a free slug, the last admin) holds until it commits.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn write_transactions_take_turns() {
        let dir = tempfile::tempdir().unwrap();
        let database = database(dir.path()).await;
        let first = database.begin(Begin::Write).await.unwrap();
        let waiting = {
            let database = database.clone();
            tokio::spawn(async move { database.begin(Begin::Write).await.map(drop) })
        };
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(!waiting.is_finished(), "a second writer began beside the first");
        first.commit().await.unwrap();
        tokio::time::timeout(Duration::from_secs(5), waiting)
            .await
            .expect("the second writer begins once the first commits")
            .unwrap()
            .unwrap();
    }

    /// Values bound as their kinds read back as the text SQLite keeps, on either backend.
    #[tokio::test]
    async fn times_and_flags_make_the_round_trip_as_the_same_text() {
        let dir = tempfile::tempdir().unwrap();
        let database = database(dir.path()).await;
        let instant = time::macros::datetime!(2026-12-08 09:30:15.25 UTC);
        let local = time::macros::datetime!(2026-11-20 10:00);
        let day = time::macros::date!(2026 - 07 - 20);
        let read = async |value: super::super::sql::Value| {
            Sql::new("SELECT ?")
                .bind(value)
                .one::<String>(&*database)
                .await
                .unwrap()
        };
        assert_eq!(read(instant.into()).await, "2026-12-08T09:30:15Z");
        assert_eq!(read(local.into()).await, "2026-11-20T10:00:00");
        assert_eq!(read(day.into()).await, "2026-07-20");
        let flag = Sql::new("SELECT ?").bind(true).one::<bool>(&*database).await.unwrap();
        assert!(flag);
        let none = Sql::new("SELECT ?")
            .bind(None::<i64>)
            .one::<Option<i64>>(&*database)
            .await
            .unwrap();
        assert_eq!(none, None);
    }
}
