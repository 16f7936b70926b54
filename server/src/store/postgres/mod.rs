//! The PostgreSQL backend, for several servers on one database: a pool of connections, migrations
//! of its own (`migrations/postgres`), PostgreSQL's own types (identity ids, booleans,
//! `timestamptz`, `timestamp`, `date`). The store's statements arrive with SQLite's `?`
//! placeholders and leave here with PostgreSQL's `$N`.

use std::time::Duration;

use anyhow::Context;
use sqlx::postgres::{PgArguments, PgConnectOptions, PgPoolOptions, PgRow};
use sqlx::{Arguments, Postgres, Row as _, TypeInfo, ValueRef};

use super::backend::{Begin, BoxFuture, Column, Database, Each, Transaction};
use super::error::StoreError;
use super::sql::{Cell, Kind, Row, Sql, Value};

/// The key of the advisory lock a `Begin::Write` transaction holds: SQLite's one writer, made
/// across every process on the database.
const WRITE_LOCK: i64 = 0x0062_696c_696d; // "bilim"

/// A PostgreSQL database. Cheap to clone.
#[derive(Clone)]
pub struct Postgres15 {
    pool: sqlx::PgPool,
    /// This process's turn at writing: its writers queue here, holding no connection, and only
    /// the one whose turn it is waits for the database's lock (`WRITE_LOCK`) on a connection of
    /// its own, so that writers never take every connection from the reads.
    write_turn: std::sync::Arc<tokio::sync::Mutex<()>>,
}

impl Postgres15 {
    /// Connects to the database `url` names and brings its schema up to date. The database and
    /// its role must exist; the tables are made here.
    pub async fn open(url: &str) -> anyhow::Result<Postgres15> {
        let options: PgConnectOptions = url
            .parse()
            .with_context(|| format!("{} is no PostgreSQL URL", redacted(url)))?;
        let options = options.application_name("bilim");
        // Two connections per core: each is a server process, and more of them than the cores
        // can run only take turns (16 on 2 cores served uncached reads 15-20% more slowly than 4).
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
        let pool = PgPoolOptions::new()
            .max_connections(u32::try_from(cores * 2).unwrap_or(u32::MAX).clamp(4, 32))
            .acquire_timeout(Duration::from_secs(5))
            // No ping before each query (a round trip of its own): a connection the server
            // dropped fails its query once, and the pool closes it.
            .test_before_acquire(false)
            .connect_with(options)
            .await
            .with_context(|| format!("cannot connect to {}", redacted(url)))?;
        // Two servers starting at once: sqlx holds an advisory lock while it migrates.
        sqlx::migrate!("./migrations/postgres")
            .run(&pool)
            .await
            .context("cannot apply the database migrations")?;
        Ok(Postgres15 {
            pool,
            write_turn: std::sync::Arc::default(),
        })
    }
}

/// Makes a database named `name` on the PostgreSQL `server` (a copy of `template` when given)
/// and answers its URL: for tests, which run each on a database of its own.
pub async fn create_database(server: &str, name: &str, template: Option<&str>) -> anyhow::Result<String> {
    use sqlx::Connection;
    let mut admin = sqlx::PgConnection::connect(server)
        .await
        .with_context(|| format!("cannot reach the PostgreSQL at {}", redacted(server)))?;
    let mut statement = format!("CREATE DATABASE \"{name}\"");
    if let Some(template) = template {
        statement.push_str(&format!(" TEMPLATE \"{template}\""));
    }
    sqlx::raw_sql(sqlx::AssertSqlSafe(statement))
        .execute(&mut admin)
        .await
        .with_context(|| format!("cannot create the database {name}"))?;
    admin.close().await?;
    let mut url = url::Url::parse(server)?;
    url.set_path(&format!("/{name}"));
    Ok(url.to_string())
}

/// `url` without its password, for messages.
pub fn redacted(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut parsed) if parsed.password().is_some() => {
            let _ = parsed.set_password(Some("***"));
            parsed.to_string()
        }
        _ => url.to_owned(),
    }
}

impl Database for Postgres15 {
    fn read<'a>(&'a self, sql: &'a Sql, each: Each<'a>) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(async move {
            let text = statement(sql);
            let rows = query(&text, sql)?.fetch_all(&self.pool).await.map_err(failure)?;
            hand_over(&rows, each)
        })
    }

    fn execute<'a>(&'a self, sql: &'a Sql) -> BoxFuture<'a, Result<u64, StoreError>> {
        Box::pin(async move {
            let text = statement(sql);
            let done = query(&text, sql)?.execute(&self.pool).await.map_err(failure)?;
            Ok(done.rows_affected())
        })
    }

    fn close(&self) -> BoxFuture<'_, ()> {
        Box::pin(self.pool.close())
    }

    fn begin(&self, how: Begin) -> BoxFuture<'_, Result<Box<dyn Transaction>, StoreError>> {
        Box::pin(async move {
            let tx = match how {
                Begin::Write => {
                    let turn = self.write_turn.clone().lock_owned().await;
                    let mut tx = self.pool.begin().await.map_err(failure)?;
                    sqlx::query("SELECT pg_advisory_xact_lock($1)")
                        .bind(WRITE_LOCK)
                        .execute(&mut *tx)
                        .await
                        .map_err(failure)?;
                    Tx { tx, _turn: Some(turn) }
                }
                Begin::Snapshot => Tx {
                    tx: self
                        .pool
                        .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                        .await
                        .map_err(failure)?,
                    _turn: None,
                },
            };
            Ok(Box::new(tx) as Box<dyn Transaction>)
        })
    }

    fn table_names(&self) -> BoxFuture<'_, Result<Vec<String>, StoreError>> {
        Box::pin(async move {
            let sql = Sql::new("SELECT CAST(tablename AS TEXT) FROM pg_tables WHERE schemaname = current_schema()");
            sql.all(self as &dyn Database).await
        })
    }

    fn columns<'a>(&'a self, table: &'a str) -> BoxFuture<'a, Result<Vec<Column>, StoreError>> {
        Box::pin(async move {
            let sql = Sql::new(
                "SELECT CAST(column_name AS TEXT), CAST(data_type AS TEXT), is_nullable = 'NO' \
                 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? \
                 ORDER BY ordinal_position",
            )
            .bind(table);
            let rows: Vec<(String, String, bool)> = sql.all(self as &dyn Database).await?;
            let columns = rows.into_iter().map(|(name, data_type, not_null)| {
                let kind = match data_type.as_str() {
                    "bigint" | "integer" | "smallint" => Kind::Int,
                    "double precision" | "real" | "numeric" => Kind::Real,
                    "boolean" => Kind::Bool,
                    "bytea" => Kind::Bytes,
                    "timestamp with time zone" => Kind::Utc,
                    "timestamp without time zone" => Kind::Local,
                    "date" => Kind::Date,
                    _ => Kind::Text,
                };
                Column { name, kind, not_null }
            });
            Ok(columns.collect())
        })
    }

    fn joined_ids(&self, expression: &str) -> String {
        format!("string_agg(CAST({expression} AS TEXT), ',')")
    }

    fn month_of(&self, expression: &str) -> String {
        format!("CAST(EXTRACT(MONTH FROM {expression}) AS BIGINT)")
    }

    fn year_of(&self, expression: &str) -> String {
        format!("CAST(EXTRACT(YEAR FROM {expression}) AS BIGINT)")
    }

    fn skip_locked(&self) -> &'static str {
        " FOR UPDATE SKIP LOCKED"
    }

    fn catch_up_ids(&self, table: &str) -> Option<Sql> {
        let sql = format!(
            "SELECT CAST(setval(pg_get_serial_sequence('\"{table}\"', 'id'), COALESCE(MAX(id), 0) + 1, false) AS BIGINT) \
             FROM \"{table}\""
        );
        Some(Sql::new(sql))
    }
}

struct Tx {
    tx: sqlx::Transaction<'static, Postgres>,
    /// A write's turn, given back when the transaction ends.
    _turn: Option<tokio::sync::OwnedMutexGuard<()>>,
}

impl Transaction for Tx {
    fn read<'a>(&'a mut self, sql: &'a Sql, each: Each<'a>) -> BoxFuture<'a, Result<(), StoreError>> {
        Box::pin(async move {
            let text = statement(sql);
            let rows = query(&text, sql)?.fetch_all(&mut *self.tx).await.map_err(failure)?;
            hand_over(&rows, each)
        })
    }

    fn execute<'a>(&'a mut self, sql: &'a Sql) -> BoxFuture<'a, Result<u64, StoreError>> {
        Box::pin(async move {
            let text = statement(sql);
            let done = query(&text, sql)?.execute(&mut *self.tx).await.map_err(failure)?;
            Ok(done.rows_affected())
        })
    }

    fn defer_foreign_keys(&mut self) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(async move {
            // Every reference of the schema is DEFERRABLE (checked at each statement unless a
            // transaction asks otherwise).
            sqlx::query("SET CONSTRAINTS ALL DEFERRED")
                .execute(&mut *self.tx)
                .await
                .map_err(failure)?;
            Ok(())
        })
    }

    fn commit(self: Box<Self>) -> BoxFuture<'static, Result<(), StoreError>> {
        Box::pin(async move { self.tx.commit().await.map_err(failure) })
    }
}

fn hand_over(rows: &[PgRow], each: Each<'_>) -> Result<(), StoreError> {
    for row in rows {
        if !each(&PgCells(row))? {
            break;
        }
    }
    Ok(())
}

/// `sql`'s text as PostgreSQL takes it: placeholders numbered (`numbered`), and the types of its
/// binds named in a closing comment. sqlx keeps a prepared statement per text, and a statement
/// prepared for one type of value reads another one's bytes as its own (a flag bound where a date
/// was: "insufficient data left in message"); a text per combination of types keeps them apart.
fn statement(sql: &Sql) -> String {
    let mut text = numbered(sql.text());
    if !sql.binds().is_empty() {
        text.push_str(" /* ");
        text.extend(sql.binds().iter().map(|value| match value {
            Value::Null(kind) => kind_letter(*kind).to_ascii_uppercase(),
            other => kind_letter(other.kind()),
        }));
        text.push_str(" */");
    }
    text
}

fn kind_letter(kind: Kind) -> char {
    match kind {
        Kind::Int => 'i',
        Kind::Real => 'r',
        Kind::Text => 't',
        Kind::Bool => 'b',
        Kind::Bytes => 'y',
        Kind::Utc => 'u',
        Kind::Local => 'l',
        Kind::Date => 'd',
    }
}

/// `text` with its `?` and `?N` placeholders written as `$N`, quoted text and names left alone.
fn numbered(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut next = 0;
    let mut quote = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(open), c) if c == open => {
                quote = None;
                out.push(c);
            }
            (Some(_), c) => out.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                out.push(c);
            }
            (None, '?') => {
                let mut digits = String::new();
                while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                    digits.push(*d);
                    chars.next();
                }
                // SQLite's rule: `?` is one past the largest number before it.
                let number = digits.parse().unwrap_or(next + 1);
                next = next.max(number);
                out.push('$');
                out.push_str(&number.to_string());
            }
            (None, c) => out.push(c),
        }
    }
    out
}

/// `sql`'s text (numbered) as a sqlx query with its values bound as PostgreSQL's types.
fn query<'q>(text: &'q str, sql: &Sql) -> Result<sqlx::query::Query<'q, Postgres, PgArguments>, StoreError> {
    let mut arguments = PgArguments::default();
    for value in sql.binds() {
        let added = match value {
            Value::Null(Kind::Int) => arguments.add(None::<i64>),
            Value::Null(Kind::Real) => arguments.add(None::<f64>),
            Value::Null(Kind::Text) => arguments.add(None::<String>),
            Value::Null(Kind::Bool) => arguments.add(None::<bool>),
            Value::Null(Kind::Bytes) => arguments.add(None::<Vec<u8>>),
            Value::Null(Kind::Utc) => arguments.add(None::<time::OffsetDateTime>),
            Value::Null(Kind::Local) => arguments.add(None::<time::PrimitiveDateTime>),
            Value::Null(Kind::Date) => arguments.add(None::<time::Date>),
            Value::Int(value) => arguments.add(*value),
            Value::Real(value) => arguments.add(*value),
            Value::Text(value) => arguments.add(value.clone()),
            Value::Bool(value) => arguments.add(*value),
            Value::Bytes(value) => arguments.add(value.clone()),
            Value::Utc(value) => arguments.add(*value),
            Value::Local(value) => arguments.add(*value),
            Value::Date(value) => arguments.add(*value),
        };
        added.map_err(|err| StoreError::Failed(anyhow::anyhow!("cannot bind {value:?}: {err}")))?;
    }
    Ok(sqlx::query_with(sqlx::AssertSqlSafe(text), arguments))
}

/// A row read by sqlx, its values as the store's cells.
struct PgCells<'r>(&'r PgRow);

impl Row for PgCells<'_> {
    fn cell(&self, at: usize) -> Result<Cell<'_>, StoreError> {
        let raw = self.0.try_get_raw(at).map_err(failure)?;
        if raw.is_null() {
            return Ok(Cell::Null);
        }
        let kind = raw.type_info().name().to_owned();
        let get = |err| failure(err);
        Ok(match kind.as_str() {
            "BOOL" => Cell::Bool(self.0.try_get(at).map_err(get)?),
            "INT2" => Cell::Int(self.0.try_get::<i16, _>(at).map_err(get)?.into()),
            "INT4" => Cell::Int(self.0.try_get::<i32, _>(at).map_err(get)?.into()),
            "INT8" => Cell::Int(self.0.try_get(at).map_err(get)?),
            "FLOAT4" => Cell::Real(self.0.try_get::<f32, _>(at).map_err(get)?.into()),
            "FLOAT8" => Cell::Real(self.0.try_get(at).map_err(get)?),
            "BYTEA" => Cell::Bytes(self.0.try_get(at).map_err(get)?),
            "TIMESTAMPTZ" => Cell::Utc(self.0.try_get(at).map_err(get)?),
            "TIMESTAMP" => Cell::Local(self.0.try_get(at).map_err(get)?),
            "DATE" => Cell::Date(self.0.try_get(at).map_err(get)?),
            "VOID" => Cell::Null,
            _ => Cell::Text(self.0.try_get(at).map_err(get)?),
        })
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
        // A serialization failure, a deadlock, a lock or statement timeout: worth a retry.
        sqlx::Error::Database(db)
            if db
                .code()
                .is_some_and(|code| matches!(code.as_ref(), "40001" | "40P01" | "55P03" | "57014")) =>
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
    use super::numbered;

    #[test]
    fn placeholders_are_numbered_as_sqlite_numbers_them_and_quotes_are_left_alone() {
        assert_eq!(numbered("SELECT ? , ?"), "SELECT $1 , $2");
        assert_eq!(numbered("a = ?1 AND b = ?2 OR c = ?"), "a = $1 AND b = $2 OR c = $3");
        assert_eq!(numbered("x = '?' AND \"we?rd\" = ?"), "x = '?' AND \"we?rd\" = $1");
        assert_eq!(numbered("?2 ?1 ?"), "$2 $1 $3");
    }
}
