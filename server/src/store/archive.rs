//! The database as a backup holds it: each table's rows as JSON lines, one object per row named
//! by column, in a form both backends read and write (integers for booleans, times as the text
//! `clock` writes), so that an archive of one backend restores into the other.

use std::collections::{BTreeMap, HashSet};
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::Path;

use anyhow::{Context, bail, ensure};
use base64::Engine as _;
use serde_json::{Map, Value as Json};

use super::TABLES;
use super::backend::{Begin, Column, Database, Transaction};
use super::error::StoreError;
use super::sql::{Cell, Kind, Row, Sql, Value};

/// Tables whose rows name a parent row of the same table: a restore inserts a parent first.
const PARENTS: &[(&str, &str)] = &[("menu_items", "parent_id"), ("handbook_items", "parent")];

/// The file of `table` in an archive's database folder.
pub fn file_of(dir: &Path, table: &str) -> std::path::PathBuf {
    dir.join(format!("{table}.jsonl"))
}

/// Writes every table of `database` into `dir` (one `<table>.jsonl` each), read in one snapshot
/// while the server goes on writing; answers how many rows each table had.
pub async fn dump(database: &dyn Database, dir: &Path) -> Result<BTreeMap<String, u64>, StoreError> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut tx = database.begin(Begin::Snapshot).await?;
    let mut counts = BTreeMap::new();
    for table in TABLES {
        let path = file_of(dir, table);
        let file = std::fs::File::create(&path).with_context(|| format!("cannot create {}", path.display()))?;
        let mut out = BufWriter::new(file);
        let mut count = 0;
        let mut failed = None;
        // Keys first and second: the same order on both backends, so two dumps compare line by line.
        let sql = Sql::new(format!("SELECT * FROM \"{table}\" ORDER BY 1, 2"));
        tx.read(&sql, &mut |row| {
            let line = row_json(row)?;
            if let Err(err) = serde_json::to_writer(&mut out, &line)
                .map_err(anyhow::Error::from)
                .and_then(|()| {
                    out.write_all(b"\n")?;
                    Ok(())
                })
            {
                failed = Some(err);
                return Ok(false);
            }
            count += 1;
            Ok(true)
        })
        .await?;
        if let Some(err) = failed {
            return Err(err.context(format!("cannot write {}", path.display())).into());
        }
        out.flush()
            .with_context(|| format!("cannot write {}", path.display()))?;
        counts.insert((*table).to_owned(), count);
    }
    Ok(counts)
}

/// A row as an archive keeps it.
fn row_json(row: &dyn Row) -> Result<Map<String, Json>, StoreError> {
    let mut object = Map::new();
    for at in 0..row.columns() {
        let name = row.name(at).unwrap_or_default().to_owned();
        let value = match row.cell(at)? {
            Cell::Null => Json::Null,
            Cell::Int(value) => Json::from(value),
            Cell::Real(value) => Json::from(value),
            Cell::Text(text) => Json::from(text),
            Cell::Bytes(bytes) => Json::from(base64::engine::general_purpose::STANDARD.encode(bytes)),
            // As SQLite keeps it.
            Cell::Bool(value) => Json::from(i64::from(value)),
            time @ (Cell::Utc(_) | Cell::Local(_) | Cell::Date(_)) => Json::from(
                <String as super::sql::FromCell>::from_cell(time).map_err(|reason| StoreError::Column {
                    name: name.clone(),
                    reason,
                })?,
            ),
        };
        object.insert(name, value);
    }
    Ok(object)
}

/// Loads the tables an archive holds in `dir` into `database`, in one transaction: all of them
/// or nothing. The database must hold no row yet (a new one: the server's start fills an empty
/// database with the demo content, so restore before the first start).
pub async fn load(database: &dyn Database, dir: &Path) -> anyhow::Result<BTreeMap<String, u64>> {
    let mut tx = database.begin(Begin::Write).await?;
    for table in TABLES {
        let rows: Vec<i64> = Sql::new(format!("SELECT COUNT(*) FROM \"{table}\""))
            .all(&mut tx)
            .await?;
        ensure!(
            rows.first().copied().unwrap_or(0) == 0,
            "the database already holds {table}: restore into a new, empty database"
        );
    }
    let mut counts = BTreeMap::new();
    for table in TABLES {
        let path = file_of(dir, table);
        let file = std::fs::File::open(&path).with_context(|| format!("the archive lacks {table}"))?;
        let mut rows = Vec::new();
        for (number, line) in BufReader::new(file).lines().enumerate() {
            let line = line.with_context(|| format!("cannot read {}", path.display()))?;
            let row: Map<String, Json> = serde_json::from_str(&line)
                .with_context(|| format!("{}, line {}: no row", path.display(), number + 1))?;
            rows.push(row);
        }
        if let Some((_, parent)) = PARENTS.iter().find(|(name, _)| name == table) {
            rows = parents_first(rows, parent);
        }
        let columns = database.columns(table).await?;
        for row in &rows {
            insert(&mut tx, table, &columns, row)
                .await
                .with_context(|| format!("cannot restore a row of {table}"))?;
        }
        if !rows.is_empty()
            && columns
                .iter()
                .any(|column| column.name == "id" && column.kind == Kind::Int)
            && let Some(catch_up) = database.catch_up_ids(table)
        {
            catch_up.all::<Option<i64>>(&mut tx).await?;
        }
        counts.insert((*table).to_owned(), rows.len() as u64);
    }
    tx.commit().await?;
    Ok(counts)
}

async fn insert(
    tx: &mut Box<dyn Transaction>,
    table: &str,
    columns: &[Column],
    row: &Map<String, Json>,
) -> anyhow::Result<()> {
    let known: HashSet<&str> = columns.iter().map(|column| column.name.as_str()).collect();
    if let Some(unknown) = row.keys().find(|name| !known.contains(name.as_str())) {
        bail!(
            "the archive's {table} has a column {unknown} this database lacks: restore with the release that made it"
        );
    }
    let mut sql = Sql::new(format!("INSERT INTO \"{table}\" ("));
    let mut values = Vec::new();
    for column in columns.iter().filter(|column| row.contains_key(&column.name)) {
        if !values.is_empty() {
            sql.push(", ");
        }
        sql.push("\"").push(&column.name).push("\"");
        values.push(value_of(column, &row[&column.name])?);
    }
    sql.push(") VALUES (");
    sql.push_binds(values);
    sql.push(")");
    sql.execute(tx).await?;
    Ok(())
}

/// An archived value as `column` takes it.
fn value_of(column: &Column, json: &Json) -> anyhow::Result<Value> {
    let wrong = || anyhow::anyhow!("column {}: {json} is no {:?}", column.name, column.kind);
    if json.is_null() {
        return Ok(Value::Null(column.kind));
    }
    Ok(match column.kind {
        Kind::Int => Value::Int(
            json.as_i64()
                .or_else(|| json.as_bool().map(i64::from))
                .ok_or_else(wrong)?,
        ),
        Kind::Bool => Value::Bool(
            json.as_i64()
                .map(|n| n != 0)
                .or_else(|| json.as_bool())
                .ok_or_else(wrong)?,
        ),
        Kind::Real => Value::Real(json.as_f64().ok_or_else(wrong)?),
        Kind::Text => Value::Text(json.as_str().ok_or_else(wrong)?.to_owned()),
        Kind::Bytes => Value::Bytes(
            base64::engine::general_purpose::STANDARD
                .decode(json.as_str().ok_or_else(wrong)?)
                .map_err(|_| wrong())?,
        ),
        Kind::Utc => {
            let text = json.as_str().ok_or_else(wrong)?;
            Value::Utc(
                time::OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339)
                    .map_err(|_| wrong())?,
            )
        }
        Kind::Local => Value::Local(json.as_str().and_then(super::clock::parse_local).ok_or_else(wrong)?),
        Kind::Date => Value::Date(json.as_str().and_then(super::clock::parse_date).ok_or_else(wrong)?),
    })
}

/// `rows` reordered so that a row comes after the row its `parent` column names.
fn parents_first(rows: Vec<Map<String, Json>>, parent: &str) -> Vec<Map<String, Json>> {
    let mut placed = HashSet::new();
    let mut waiting = rows;
    let mut ordered = Vec::with_capacity(waiting.len());
    while !waiting.is_empty() {
        let before = waiting.len();
        let (ready, rest): (Vec<_>, Vec<_>) = waiting.into_iter().partition(|row| {
            row.get(parent)
                .and_then(Json::as_i64)
                .is_none_or(|id| placed.contains(&id))
        });
        for row in ready {
            if let Some(id) = row.get("id").and_then(Json::as_i64) {
                placed.insert(id);
            }
            ordered.push(row);
        }
        waiting = rest;
        if waiting.len() == before {
            // A parent that is not in the archive: the insert will say so.
            ordered.append(&mut waiting);
        }
    }
    ordered
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `TABLES` names every table of the schema once (the migrations' bookkeeping aside), so a
    /// backup leaves none out.
    #[tokio::test]
    async fn an_archive_holds_every_table() {
        let dir = tempfile::tempdir().unwrap();
        let store = crate::store::testing::scratch_store(dir.path()).await.unwrap();
        let mut schema = store.table_names().await.unwrap();
        schema.retain(|table| table != "_sqlx_migrations");
        schema.sort();
        let mut archived: Vec<String> = TABLES.iter().map(|table| (*table).to_owned()).collect();
        archived.sort();
        assert_eq!(archived, schema);
    }

    /// The demo content with a staff account, a submission and its mail: an archive of a SQLite
    /// database loads into a new database of the backend under test and reads back the same.
    #[tokio::test]
    async fn an_archive_of_sqlite_restores_identical_into_either_backend() {
        let dir = tempfile::tempdir().unwrap();
        let source_url = format!("sqlite://{}", dir.path().join("source/bilim.db").display());
        let store = crate::store::Store::open(&source_url, &dir.path().join("source"))
            .await
            .unwrap();
        let server = crate::store::audit::Actor {
            user_id: None,
            email: "server",
            client: "local".to_owned(),
        };
        crate::seed::load(&store, 0, &server).await.unwrap();
        let source = store.database();
        let personal = [
            "INSERT INTO staff_users (email, role, password_hash, disabled, created_at, updated_at) \
             VALUES ('editor@example.kz', 'editor', 'x', 1, '2026-12-01T10:00:00Z', '2026-12-02T10:00:00Z')",
            "INSERT INTO submissions (type, lang, fields, client, created_at) \
             VALUES ('consultation', 'ru', '{\"name\":\"Айгерим\"}', '10.0.0.1', '2026-12-03T08:30:00Z')",
            "INSERT INTO outbox (submission, message_id, recipient, subject, body, next_attempt_at, created_at) \
             VALUES (1, '<m1@bilim>', 'office@example.kz', 'Заявка', 'Текст', '2026-12-03T08:30:00Z', '2026-12-03T08:30:00Z')",
        ];
        for statement in personal {
            Sql::new(statement).execute(source).await.unwrap();
        }
        let first = dir.path().join("first");
        let counts = dump(source, &first).await.unwrap();
        assert!(counts["news"] > 0 && counts["submissions"] == 1 && counts["outbox"] == 1);

        let target_url = crate::store::testing::scratch_database(&dir.path().join("target"))
            .await
            .unwrap();
        let target = crate::store::connect(&target_url).await.unwrap();
        assert_eq!(load(&*target, &first).await.unwrap(), counts);
        let second = dir.path().join("second");
        assert_eq!(dump(&*target, &second).await.unwrap(), counts);
        for table in TABLES {
            let read = |dir: &Path| std::fs::read_to_string(file_of(dir, table)).unwrap();
            assert!(read(&first) == read(&second), "{table} differs after the round trip");
        }
        // The ids go on past the restored ones.
        let mut tx = target.begin(Begin::Write).await.unwrap();
        let next: i64 = Sql::new(
            "INSERT INTO submissions (type, lang, fields, client, created_at) VALUES ('consultation', 'kz', '{}', 'x', ?) RETURNING id",
        )
        .bind(time::OffsetDateTime::now_utc())
        .one(&mut tx)
        .await
        .unwrap();
        assert_eq!(next, 2);
        drop(tx);
        // A second restore into the same database is refused, and changes nothing.
        assert!(load(&*target, &first).await.is_err());
    }
}
