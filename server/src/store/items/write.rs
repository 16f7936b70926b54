//! Saving, publishing and deleting items, and writing a document's fields into their rows (the
//! item's, its children's and its links'), each column bound as the type its field keeps.

use std::collections::HashSet;
use std::sync::Arc;

use serde_json::{Map, Value, json};
use time::OffsetDateTime;

use super::super::audit::{self, Event};
use super::super::backend::{Begin, Transaction};
use super::super::check::{Checked, database_checks};
use super::super::clock::{parse_date, parse_local, utc_text};
use super::super::schema::{Children, ContentType, Field, Kind, Storage};
use super::super::sql::{Kind as SqlKind, Sql, Value as SqlValue};
use super::super::{Change, Store, StoreError};
use super::read::read_item;
use super::settings::{put_setting, write_settings};
use super::{Editor, Item, Status, WriteError, stored_fields, title_text};
use crate::rules::Problem;

/// Which row a write goes to.
#[derive(Debug, Clone, Copy)]
pub(in crate::store) enum Target {
    /// A new draft, numbered by the database.
    Draft,
    /// A loaded item, published at once, with the id its content gives it (content refers to
    /// its own ids) or the next free one.
    Loaded(Option<i64>),
    Existing(i64),
}

impl Target {
    fn id(self) -> Option<i64> {
        match self {
            Target::Draft => None,
            Target::Loaded(id) => id,
            Target::Existing(id) => Some(id),
        }
    }
}

impl Store {
    /// Saves `document` as item `id` (None: a new draft), if its version is still `expected`.
    pub async fn save(
        &self,
        kind: &'static ContentType,
        id: Option<i64>,
        document: &Checked,
        expected: Option<i64>,
        editor: &Editor<'_>,
        action: &str,
    ) -> Result<Item, WriteError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        let before = match id {
            Some(id) => Some(read_item(&mut tx, kind, id).await?.ok_or(WriteError::NotFound)?),
            None => None,
        };
        if let (Some(before), Some(expected)) = (&before, expected)
            && before.meta.version != expected
        {
            return Err(WriteError::Stale(Box::new(before.clone())));
        }
        let fields = &document.0;
        let problems = database_checks(&mut tx, kind, id, fields).await?;
        if !problems.is_empty() {
            return Err(WriteError::Invalid(problems));
        }
        let target = id.map_or(Target::Draft, Target::Existing);
        let id = write_fields(self, &mut tx, kind, target, fields).await?;
        let changed: Vec<String> = kind
            .fields
            .iter()
            .filter(|field| {
                before
                    .as_ref()
                    .is_none_or(|before| before.fields.get(field.name) != fields.get(field.name))
            })
            .map(|field| field.name.to_owned())
            .collect();
        let version = touch_entry(&mut tx, kind, id, None, editor).await?;
        super::revisions::keep(&mut tx, kind, id, version, editor, &changed, fields).await?;
        let summary = title_text(kind, fields);
        self.finish(tx, kind, id, editor, action, summary, true)
            .await?
            .ok_or(WriteError::NotFound)
    }

    /// Publishes now, schedules (`publish_at` given) or takes an item back to draft.
    pub async fn set_status(
        &self,
        kind: &'static ContentType,
        id: i64,
        status: Status,
        publish_at: Option<OffsetDateTime>,
        editor: &Editor<'_>,
    ) -> Result<Item, WriteError> {
        let tx = self.database().begin(Begin::Write).await?;
        self.set_status_in(tx, kind, id, status, publish_at, editor).await
    }

    /// `set_status` in `tx`, a write transaction that may have read first.
    pub(super) async fn set_status_in(
        &self,
        mut tx: Box<dyn Transaction>,
        kind: &'static ContentType,
        id: i64,
        status: Status,
        publish_at: Option<OffsetDateTime>,
        editor: &Editor<'_>,
    ) -> Result<Item, WriteError> {
        let Some(table) = kind.table() else {
            return Err(WriteError::NotFound);
        };
        let item = read_item(&mut tx, kind, id).await?.ok_or(WriteError::NotFound)?;
        Sql::new(format!("UPDATE \"{table}\" SET published = ? WHERE id = ?"))
            .bind(status == Status::Published)
            .bind(id)
            .execute(&mut tx)
            .await?;
        touch_entry(&mut tx, kind, id, Some((status, publish_at)), editor).await?;
        let action = match status {
            Status::Published => "publish",
            Status::Scheduled => "schedule",
            Status::Draft => "unpublish",
        };
        let mut summary = title_text(kind, &item.fields);
        if let Some(at) = publish_at {
            summary = format!("{summary} at {}", utc_text(at));
        }
        self.finish(tx, kind, id, editor, action, summary, true)
            .await?
            .ok_or(WriteError::NotFound)
    }

    /// Deletes an item with its children, links, entry and revisions; `InUse` when other content
    /// still refers to it.
    pub async fn delete(&self, kind: &'static ContentType, id: i64, editor: &Editor<'_>) -> Result<(), WriteError> {
        let Some(table) = kind.table() else {
            return Err(WriteError::NotFound);
        };
        let mut tx = self.database().begin(Begin::Write).await?;
        let item = read_item(&mut tx, kind, id).await?.ok_or(WriteError::NotFound)?;
        for field in kind.fields {
            if let Kind::Children(children) = field.kind {
                delete_children(&mut tx, children, id).await?;
            }
        }
        let deleted = Sql::new(format!("DELETE FROM \"{table}\" WHERE id = ?"))
            .bind(id)
            .execute(&mut tx)
            .await;
        match deleted {
            Err(StoreError::InUse(_)) => return Err(WriteError::InUse),
            other => other?,
        };
        for sql in [
            "DELETE FROM entries WHERE type = ? AND id = ?",
            "DELETE FROM revisions WHERE type = ? AND item_id = ?",
        ] {
            Sql::new(sql).bind(kind.name).bind(id).execute(&mut tx).await?;
        }
        let summary = title_text(kind, &item.fields);
        self.finish(tx, kind, id, editor, "delete", summary, false).await?;
        Ok(())
    }

    /// The end of every write: its audit line, its cards and a new content version in the
    /// transaction, the item as it now is (when `read_back`), the commit, and the announcement.
    #[allow(clippy::too_many_arguments)]
    async fn finish(
        &self,
        mut tx: Box<dyn Transaction>,
        kind: &'static ContentType,
        id: i64,
        editor: &Editor<'_>,
        action: &str,
        summary: String,
        read_back: bool,
    ) -> Result<Option<Item>, WriteError> {
        audit::record(
            &mut tx,
            &editor.actor,
            Event::new(action, Some(kind.name), Some(id), summary),
        )
        .await?;
        if let Some(table) = kind.table() {
            super::super::cards::make_after(self.database(), &mut tx, table, id).await?;
        }
        bump_content_version(&mut tx).await?;
        let item = if read_back {
            read_item(&mut tx, kind, id).await?
        } else {
            None
        };
        match tx.commit().await {
            // Foreign keys deferred to the commit (a deletion still referred to) fail here.
            Err(StoreError::InUse(_)) => return Err(WriteError::InUse),
            other => other?,
        }
        self.changes.announce(&Change {
            kind: kind.name,
            id: Some(id),
        });
        Ok(item)
    }
}

/// Writes a document's fields (row, children, links); answers the item's id.
pub(in crate::store) async fn write_fields(
    store: &Store,
    tx: &mut Box<dyn Transaction>,
    kind: &'static ContentType,
    target: Target,
    fields: &Map<String, Value>,
) -> Result<i64, WriteError> {
    let table = match kind.storage {
        Storage::Settings => {
            write_settings(tx, kind, fields).await?;
            return Ok(1);
        }
        Storage::Table(table) => table,
    };
    let not_null = not_null_columns(store, table).await?;
    let mut columns: Vec<(&Field, Value)> = stored_fields(kind.fields)
        .map(|field| {
            (
                field,
                empty_for(field, fields.get(field.name).unwrap_or(&Value::Null), &not_null),
            )
        })
        .collect();
    if kind.ordered && !matches!(target, Target::Existing(_)) {
        // A new item goes last unless the editor placed it.
        if let Some((_, order @ Value::Null)) = columns.iter_mut().find(|(field, _)| field.name == "sort_order") {
            let last: Option<i64> = Sql::new(format!("SELECT MAX(sort_order) FROM \"{table}\""))
                .one(&mut *tx)
                .await?;
            *order = json!(last.map_or(0, |last| last + 1));
        }
    }
    let derived = super::super::derive::columns(kind, fields, store.data_dir())?;
    let result = match target {
        Target::Draft | Target::Loaded(_) => {
            let given = target.id();
            let mut sql = Sql::new(format!("INSERT INTO \"{table}\" (published"));
            if given.is_some() {
                sql.push(", id");
            }
            for (field, _) in &columns {
                sql.push(&format!(", \"{}\"", field.column));
            }
            for (column, _) in &derived {
                sql.push(&format!(", \"{column}\""));
            }
            sql.push(") VALUES (").push_bind(matches!(target, Target::Loaded(_)));
            if let Some(id) = given {
                sql.push(", ").push_bind(id);
            }
            for (field, value) in &columns {
                sql.push(", ").push_bind(field_value(field, value));
            }
            for (_, value) in &derived {
                sql.push(", ").push_bind(json_value(value));
            }
            sql.push(") RETURNING id");
            sql.one::<i64>(&mut *tx).await
        }
        Target::Existing(id) => {
            let mut sql = Sql::new(format!("UPDATE \"{table}\" SET "));
            let sets = columns
                .iter()
                .map(|(field, value)| (field.column, field_value(field, value)))
                .chain(derived.iter().map(|(column, value)| (*column, json_value(value))));
            for (i, (column, value)) in sets.enumerate() {
                if i > 0 {
                    sql.push(", ");
                }
                sql.push(&format!("\"{column}\" = ")).push_bind(value);
            }
            sql.push(" WHERE id = ").push_bind(id);
            sql.execute(&mut *tx).await.map(|_| id)
        }
    };
    let id = match result {
        Ok(id) => id,
        // The checks before ran in this transaction; a violation here is a race lost to nobody,
        // but a clear answer is still better than a 500.
        Err(StoreError::Taken(_)) => {
            return Err(WriteError::Invalid(vec![(
                kind.slug().unwrap_or("id").to_owned(),
                Problem::SlugTaken,
            )]));
        }
        Err(StoreError::InUse(_)) => {
            return Err(WriteError::Invalid(vec![("id".to_owned(), Problem::Reference)]));
        }
        Err(err) => return Err(err.into()),
    };
    for field in kind.fields {
        let value = fields.get(field.name).unwrap_or(&Value::Null);
        match field.kind {
            Kind::Children(children) => {
                if let Target::Existing(_) = target {
                    delete_children(&mut *tx, children, id).await?;
                }
                insert_children(store, &mut *tx, children, id, value).await?;
            }
            Kind::References(links) => {
                if let Target::Existing(_) = target {
                    Sql::new(format!("DELETE FROM \"{}\" WHERE \"{}\" = ?", links.table, links.own))
                        .bind(id)
                        .execute(&mut *tx)
                        .await?;
                }
                for other in value.as_array().into_iter().flatten().filter_map(Value::as_i64) {
                    Sql::new(format!(
                        "INSERT INTO \"{}\" (\"{}\", \"{}\") VALUES (?, ?)",
                        links.table, links.own, links.other
                    ))
                    .bind(id)
                    .bind(other)
                    .execute(&mut *tx)
                    .await?;
                }
            }
            _ => {}
        }
    }
    Ok(id)
}

/// A column's value to bind, as its field's column keeps it: numbers as numbers, days and the
/// university's times as such, texts as texts, structures as JSON text; a NULL of the column's
/// type.
fn field_value(field: &Field, value: &Value) -> SqlValue {
    match (field.kind, value) {
        (Kind::Integer { .. } | Kind::Reference(_), Value::Null) => SqlValue::Null(SqlKind::Int),
        (Kind::Number, Value::Null) => SqlValue::Null(SqlKind::Real),
        (Kind::Number, Value::Number(n)) => n.as_f64().into(),
        (Kind::Date, Value::Null) => SqlValue::Null(SqlKind::Date),
        (Kind::DateTime, Value::Null) => SqlValue::Null(SqlKind::Local),
        // Checked as a day or time; an empty text (a column that takes no NULL) stays a text.
        (Kind::Date, Value::String(text)) => parse_date(text).map_or_else(|| text.into(), SqlValue::Date),
        (Kind::DateTime, Value::String(text)) => parse_local(text).map_or_else(|| text.into(), SqlValue::Local),
        _ => json_value(value),
    }
}

/// A value to bind: a number as a number, a text as a text, a structure as JSON text.
fn json_value(value: &Value) -> SqlValue {
    match value {
        Value::Null => SqlValue::Null(SqlKind::Text),
        Value::Number(n) if n.is_f64() => n.as_f64().into(),
        Value::Number(n) => n.as_i64().into(),
        Value::String(text) => text.into(),
        other => other.to_string().into(),
    }
}

async fn delete_children(
    tx: &mut Box<dyn Transaction>,
    children: &'static Children,
    parent: i64,
) -> Result<(), StoreError> {
    // Grandchildren go with their rows (ON DELETE CASCADE).
    let mut sql = Sql::new(format!(
        "DELETE FROM \"{}\" WHERE \"{}\" = ",
        children.table, children.parent
    ));
    sql.push_bind(parent);
    for &(column, value) in children.fixed {
        sql.push(&format!(" AND \"{column}\" = ")).push_bind(value);
    }
    sql.execute(tx).await?;
    Ok(())
}

async fn insert_children(
    store: &Store,
    tx: &mut Box<dyn Transaction>,
    children: &'static Children,
    parent: i64,
    value: &Value,
) -> Result<(), StoreError> {
    let ordered_by = children.fields.iter().find(|field| field.column == children.order);
    let columns: Vec<&Field> = stored_fields(children.fields).collect();
    let not_null = not_null_columns(store, children.table).await?;
    let mut last = 0;
    for (position, child) in value.as_array().into_iter().flatten().enumerate() {
        let Some(child) = child.as_object() else { continue };
        let mut sql = Sql::new(format!("INSERT INTO \"{}\" (\"{}\"", children.table, children.parent));
        if ordered_by.is_none() {
            sql.push(&format!(", \"{}\"", children.order));
        }
        for field in &columns {
            sql.push(&format!(", \"{}\"", field.column));
        }
        for (column, _) in children.fixed {
            sql.push(&format!(", \"{column}\""));
        }
        sql.push(") VALUES (").push_bind(parent);
        if ordered_by.is_none() {
            sql.push(", ").push_bind(position);
        }
        for field in &columns {
            let mut value = child.get(field.name).cloned().unwrap_or(Value::Null);
            if ordered_by.is_some_and(|order| order.name == field.name) {
                // A place not given is the one after the last.
                let place = value.as_i64().unwrap_or(last + 1);
                last = last.max(place);
                value = json!(place);
            }
            sql.push(", ")
                .push_bind(field_value(field, &empty_for(field, &value, &not_null)));
        }
        for &(_, fixed) in children.fixed {
            sql.push(", ").push_bind(fixed);
        }
        sql.push(") RETURNING id");
        let child_id: i64 = sql.one(&mut *tx).await?;
        for field in children.fields {
            if let Kind::Children(grandchildren) = field.kind {
                let value = child.get(field.name).unwrap_or(&Value::Null);
                Box::pin(insert_children(store, &mut *tx, grandchildren, child_id, value)).await?;
            }
        }
    }
    Ok(())
}

/// The columns of `table` that take no NULL, asked of the database once.
async fn not_null_columns(store: &Store, table: &'static str) -> Result<Arc<HashSet<String>>, StoreError> {
    use std::collections::HashMap;
    use std::sync::{LazyLock, Mutex};
    type Columns = Arc<HashSet<String>>;
    static KNOWN: LazyLock<Mutex<HashMap<&'static str, Columns>>> = LazyLock::new(Mutex::default);
    if let Some(columns) = KNOWN.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).get(table) {
        return Ok(columns.clone());
    }
    let columns: Columns = Arc::new(store.database().not_null_columns(table).await?.into_iter().collect());
    KNOWN
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .insert(table, columns.clone());
    Ok(columns)
}

/// No value, as a column that takes no NULL keeps it: an empty text, object or list.
fn empty_for(field: &Field, value: &Value, not_null: &HashSet<String>) -> Value {
    if !value.is_null() || !not_null.contains(field.column) {
        return value.clone();
    }
    match field.kind {
        Kind::Translated | Kind::TranslatedLong | Kind::RichText => json!({"kz": ""}),
        Kind::Images | Kind::List(_) | Kind::TranslatedList => json!([]),
        Kind::Object(_) => json!({}),
        _ => json!(""),
    }
}

/// Moves an item's entry one version on (creating it at 1), optionally changing its status.
async fn touch_entry(
    tx: &mut Box<dyn Transaction>,
    kind: &ContentType,
    id: i64,
    status: Option<(Status, Option<OffsetDateTime>)>,
    editor: &Editor<'_>,
) -> Result<i64, StoreError> {
    let now = OffsetDateTime::now_utc();
    let existing: Option<i64> = Sql::new("SELECT version FROM entries WHERE type = ? AND id = ?")
        .bind(kind.name)
        .bind(id)
        .first(&mut *tx)
        .await?;
    let version = match existing {
        Some(version) => {
            let version = version + 1;
            let mut sql = Sql::new("UPDATE entries SET version = ");
            sql.push_bind(version)
                .push(", updated_at = ")
                .push_bind(now)
                .push(", updated_by = ")
                .push_bind(editor.actor.user_id);
            if let Some((status, publish_at)) = status {
                sql.push(", status = ")
                    .push_bind(status.as_str())
                    .push(", publish_at = ")
                    .push_bind(publish_at);
            }
            sql.push(" WHERE type = ")
                .push_bind(kind.name)
                .push(" AND id = ")
                .push_bind(id);
            sql.execute(&mut *tx).await?;
            version
        }
        None => {
            // Loaded content keeps the status its row has; a new item is a draft.
            let published: bool = match kind.table() {
                Some(table) => {
                    Sql::new(format!("SELECT published FROM \"{table}\" WHERE id = ?"))
                        .bind(id)
                        .one(&mut *tx)
                        .await?
                }
                None => true,
            };
            let (status, publish_at) =
                status.unwrap_or((if published { Status::Published } else { Status::Draft }, None));
            Sql::new(
                "INSERT INTO entries (type, id, status, publish_at, version, created_at, updated_at, updated_by)
                 VALUES (?, ?, ?, ?, 1, ?, ?, ?)",
            )
            .bind(kind.name)
            .bind(id)
            .bind(status.as_str())
            .bind(publish_at)
            .bind(now)
            .bind(now)
            .bind(editor.actor.user_id)
            .execute(&mut *tx)
            .await?;
            1
        }
    };
    Ok(version)
}

/// A new content version, so that a search index built before this write is known to be old.
pub(in crate::store) async fn bump_content_version(tx: &mut Box<dyn Transaction>) -> Result<(), StoreError> {
    put_setting(tx, "content_version", &json!(crate::random_hex()?)).await
}
