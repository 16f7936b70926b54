//! Content items as the admin edits them: read, listed, saved, published, scheduled, deleted and
//! restored, generically over the type definitions of `schema`. Every write is one transaction
//! (the row, its children and links, its workflow entry, its revision and its audit line) followed
//! by the "content changed" announcement.

use serde::Serialize;
use serde_json::{Map, Value, json};
use sqlx::{QueryBuilder, Row, Sqlite, SqliteConnection};
use utoipa::ToSchema;

use super::audit::{self, Actor, Event};
use super::check::{Checked, missing};
use super::gaps::Lacks;
use super::schema::{Children, ContentType, Field, Kind, Storage, content_type};
use super::{Change, Store};
use crate::forms::rules::Problem;
use crate::lang::{Lang, Tr};

/// Where an item is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Draft,
    Scheduled,
    Published,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Draft => "draft",
            Status::Scheduled => "scheduled",
            Status::Published => "published",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        match text {
            "draft" => Some(Status::Draft),
            "scheduled" => Some(Status::Scheduled),
            "published" => Some(Status::Published),
            _ => None,
        }
    }
}

/// The editing state of an item.
#[derive(Debug, Clone, Serialize)]
pub struct Meta {
    pub status: Status,
    pub publish_at: Option<String>,
    pub version: i64,
    pub created_at: Option<String>,
    pub updated_at: Option<String>,
    pub updated_by: Option<String>,
}

/// An item: its id, editing state and fields.
#[derive(Debug, Clone)]
pub struct Item {
    pub id: i64,
    pub meta: Meta,
    pub fields: Map<String, Value>,
}

impl Item {
    /// The item as the admin API answers it: fields, state, missing translations, public path.
    pub fn document(&self, kind: &ContentType) -> Value {
        let mut document = self.fields.clone();
        document.insert("id".into(), json!(self.id));
        let public_path = kind.public_path.and_then(|path| path(&Value::Object(document.clone())));
        document.insert("status".into(), json!(self.meta.status));
        document.insert("publish_at".into(), json!(self.meta.publish_at));
        document.insert("version".into(), json!(self.meta.version));
        document.insert("created_at".into(), json!(self.meta.created_at));
        document.insert("updated_at".into(), json!(self.meta.updated_at));
        document.insert("updated_by".into(), json!(self.meta.updated_by));
        document.insert("missing".into(), json!(missing_translations(kind, &self.fields)));
        document.insert("public_path".into(), json!(public_path));
        Value::Object(document)
    }
}

/// `{"ru": [paths], "en": [paths]}`: translatable texts with Kazakh but not that language.
pub fn missing_translations(kind: &ContentType, fields: &Map<String, Value>) -> Map<String, Value> {
    let mut lacking = Map::new();
    for lang in [Lang::Ru, Lang::En] {
        let mut paths = Vec::new();
        missing(kind.fields, fields, lang, "", &mut paths);
        lacking.insert(lang.code().into(), json!(paths));
    }
    lacking
}

/// Why a write did not happen.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("no such item")]
    NotFound,
    /// Fields that the database refuses: a taken slug, an unknown reference (path, problem).
    #[error("invalid fields")]
    Invalid(Vec<(String, Problem)>),
    /// The item changed since the version the editor saw.
    #[error("the item has changed")]
    Stale(Box<Item>),
    /// Other content still refers to the item.
    #[error("the item is in use")]
    InUse,
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

impl From<sqlx::Error> for WriteError {
    fn from(err: sqlx::Error) -> Self {
        WriteError::Other(err.into())
    }
}

/// Who writes, for the entry, the revision and the audit log.
pub struct Editor<'a> {
    pub actor: Actor<'a>,
}

/// What a list of items is filtered by.
#[derive(Debug, Default)]
pub struct ListQuery {
    pub search: Option<String>,
    pub status: Option<Status>,
    /// Only items lacking this language somewhere.
    pub missing: Option<Lang>,
    pub page: u32,
    pub per_page: u32,
}

/// A line of a list.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Summary {
    pub id: i64,
    pub status: Status,
    pub publish_at: Option<String>,
    pub updated_at: Option<String>,
    #[schema(value_type = Object)]
    pub title: Value,
    pub slug: Option<String>,
    /// The languages some text of the item lacks.
    pub missing: Vec<String>,
    /// The type's `list_fields`.
    #[schema(value_type = Object)]
    pub fields: Map<String, Value>,
}

/// A saved version of an item.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Revision {
    pub rev: i64,
    pub at: String,
    pub email: String,
    /// The fields this save changed.
    pub changed: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub document: Option<Value>,
}

const ENTRY_STATUS: &str = "COALESCE(e.status, CASE WHEN t.published = 1 THEN 'published' ELSE 'draft' END)";

impl Store {
    /// An item, or None.
    pub async fn item(&self, kind: &ContentType, id: i64) -> anyhow::Result<Option<Item>> {
        let mut conn = self.db.acquire().await?;
        read_item(&mut conn, kind, id).await
    }

    /// One page of a type's items and how many there are in all.
    pub async fn items(&self, kind: &'static ContentType, query: &ListQuery) -> anyhow::Result<(Vec<Summary>, u64)> {
        let Some(table) = kind.table() else {
            let item = self.item(kind, 1).await?.map(|item| summary(kind, &item));
            return Ok((item.into_iter().collect(), 1));
        };
        let filter = |sql: &mut QueryBuilder<Sqlite>| {
            sql.push(format!(" FROM \"{table}\" t LEFT JOIN entries e ON e.type = "))
                .push_bind(kind.name)
                .push(" AND e.id = t.id WHERE 1 = 1");
            if let Some(status) = query.status {
                sql.push(format!(" AND {ENTRY_STATUS} = ")).push_bind(status.as_str());
            }
        };
        // The search and the translation filter are applied to the rows, not in SQL: SQLite's
        // LOWER knows only Latin letters ("бизнес" would not find "Бизнес"), and the
        // translations are known only by reading the item.
        let search = query
            .search
            .as_deref()
            .map(|search| search.trim().to_lowercase())
            .filter(|search| !search.is_empty());
        // The texts are read only for a search.
        let texts = if search.is_some() {
            let slug = kind.slug().map_or("NULL".to_owned(), |slug| format!("t.\"{slug}\""));
            format!("CAST(t.\"{}\" AS TEXT), {slug}", column_of(kind, kind.title))
        } else {
            "NULL, NULL".to_owned()
        };
        let mut sql = QueryBuilder::<Sqlite>::new(format!("SELECT t.id, {texts}"));
        filter(&mut sql);
        sql.push(format!(" ORDER BY {}", kind.order_by));
        let rows: Vec<(i64, Option<String>, Option<String>)> = sql.build_query_as().fetch_all(&self.db).await?;
        let ids = rows.into_iter().filter_map(|(id, title, slug)| {
            let Some(search) = &search else { return Some(id) };
            let title = title.map(|title| match serde_json::from_str::<Tr>(&title) {
                Ok(texts) => [texts.kz, texts.ru, texts.en].join("\n"),
                Err(_) => title,
            });
            let found = [title, slug]
                .into_iter()
                .flatten()
                .any(|text| text.to_lowercase().contains(search.as_str()));
            found.then_some(id)
        });
        let mut conn = self.db.acquire().await?;
        let mut wanted = Vec::new();
        let skip = u64::from(query.page.saturating_sub(1)) * u64::from(query.per_page);
        let mut total = 0u64;
        for id in ids {
            if let Some(lang) = query.missing {
                if !self
                    .lacks(&mut conn, kind, id)
                    .await?
                    .is_some_and(|lacks| lacks.lang(lang))
                {
                    continue;
                }
                if total >= skip
                    && wanted.len() < query.per_page as usize
                    && let Some(item) = read_item(&mut conn, kind, id).await?
                {
                    wanted.push(summary(kind, &item));
                }
            } else if total >= skip
                && wanted.len() < query.per_page as usize
                && let Some(item) = read_item(&mut conn, kind, id).await?
            {
                wanted.push(summary(kind, &item));
            }
            total += 1;
        }
        Ok((wanted, total))
    }

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
        let mut tx = self.db.begin_with("BEGIN IMMEDIATE").await?;
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
        let id = write_fields(&mut tx, kind, target, fields, &self.data_dir).await?;
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
        sqlx::query(
            "INSERT INTO revisions (type, item_id, rev, at, user_id, email, changed, document)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(kind.name)
        .bind(id)
        .bind(version)
        .bind(crate::store::clock::now_utc())
        .bind(editor.actor.user_id)
        .bind(editor.actor.email)
        .bind(json!(changed).to_string())
        .bind(Value::Object(fields.clone()).to_string())
        .execute(&mut *tx)
        .await?;
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
        publish_at: Option<String>,
        editor: &Editor<'_>,
    ) -> Result<Item, WriteError> {
        let Some(table) = kind.table() else {
            return Err(WriteError::NotFound);
        };
        let mut tx = self.db.begin_with("BEGIN IMMEDIATE").await?;
        let item = read_item(&mut tx, kind, id).await?.ok_or(WriteError::NotFound)?;
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "UPDATE \"{table}\" SET published = ? WHERE id = ?"
        )))
        .bind(status == Status::Published)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        touch_entry(&mut tx, kind, id, Some((status, publish_at.clone())), editor).await?;
        let action = match status {
            Status::Published => "publish",
            Status::Scheduled => "schedule",
            Status::Draft => "unpublish",
        };
        let mut summary = title_text(kind, &item.fields);
        if let Some(at) = &publish_at {
            summary = format!("{summary} at {at}");
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
        let mut tx = self.db.begin_with("BEGIN IMMEDIATE").await?;
        let item = read_item(&mut tx, kind, id).await?.ok_or(WriteError::NotFound)?;
        for field in kind.fields {
            if let Kind::Children(children) = field.kind {
                delete_children(&mut tx, children, id).await?;
            }
        }
        let deleted = sqlx::query(sqlx::AssertSqlSafe(format!("DELETE FROM \"{table}\" WHERE id = ?")))
            .bind(id)
            .execute(&mut *tx)
            .await;
        match deleted {
            Err(sqlx::Error::Database(err)) if err.is_foreign_key_violation() => return Err(WriteError::InUse),
            other => other?,
        };
        for sql in [
            "DELETE FROM entries WHERE type = ? AND id = ?",
            "DELETE FROM revisions WHERE type = ? AND item_id = ?",
        ] {
            sqlx::query(sql).bind(kind.name).bind(id).execute(&mut *tx).await?;
        }
        let summary = title_text(kind, &item.fields);
        self.finish(tx, kind, id, editor, "delete", summary, false).await?;
        Ok(())
    }

    /// The end of every write: its audit line and a new content version in the transaction,
    /// the item as it now is (when `read_back`), the commit, and the announcement.
    #[allow(clippy::too_many_arguments)]
    async fn finish(
        &self,
        mut tx: sqlx::Transaction<'_, Sqlite>,
        kind: &'static ContentType,
        id: i64,
        editor: &Editor<'_>,
        action: &str,
        summary: String,
        read_back: bool,
    ) -> Result<Option<Item>, WriteError> {
        audit::record(
            &mut *tx,
            &editor.actor,
            Event::new(action, Some(kind.name), Some(id), summary),
        )
        .await?;
        if let Some(table) = kind.table() {
            super::cards::make_after(&mut tx, table, id).await?;
        }
        bump_content_version(&mut tx).await?;
        let item = if read_back {
            read_item(&mut tx, kind, id).await?
        } else {
            None
        };
        match tx.commit().await {
            // Foreign keys deferred to the commit (a deletion still referred to) fail here.
            Err(sqlx::Error::Database(err)) if err.is_foreign_key_violation() => return Err(WriteError::InUse),
            other => other?,
        }
        self.changes.announce(&Change {
            kind: kind.name,
            id: Some(id),
        });
        Ok(item)
    }

    /// The revisions of an item, newest first (without their documents).
    pub async fn revisions(&self, kind: &ContentType, id: i64) -> anyhow::Result<Vec<Revision>> {
        let rows = sqlx::query(
            "SELECT rev, at, email, changed FROM revisions WHERE type = ? AND item_id = ? ORDER BY rev DESC",
        )
        .bind(kind.name)
        .bind(id)
        .fetch_all(&self.db)
        .await?;
        rows.iter().map(|row| revision(row, false)).collect()
    }

    pub async fn revision(&self, kind: &ContentType, id: i64, rev: i64) -> anyhow::Result<Option<Revision>> {
        let row = sqlx::query(
            "SELECT rev, at, email, changed, document FROM revisions WHERE type = ? AND item_id = ? AND rev = ?",
        )
        .bind(kind.name)
        .bind(id)
        .bind(rev)
        .fetch_optional(&self.db)
        .await?;
        row.map(|row| revision(&row, true)).transpose()
    }

    /// Items whose scheduled time has come: (type, id).
    pub async fn due(&self) -> anyhow::Result<Vec<(String, i64)>> {
        Ok(
            sqlx::query_as("SELECT type, id FROM entries WHERE status = 'scheduled' AND publish_at <= ?")
                .bind(crate::store::clock::now_utc())
                .fetch_all(&self.db)
                .await?,
        )
    }

    /// Whether item `id` lacks Russian or English text: remembered, else read (None: no item).
    async fn lacks(
        &self,
        conn: &mut SqliteConnection,
        kind: &'static ContentType,
        id: i64,
    ) -> anyhow::Result<Option<Lacks>> {
        if let Some(lacks) = self.gaps.get(kind.name, id) {
            return Ok(Some(lacks));
        }
        let generation = self.gaps.generation();
        let Some(item) = read_item(conn, kind, id).await? else {
            return Ok(None);
        };
        let lacking = missing_translations(kind, &item.fields);
        let lacks_in = |lang: &str| lacking[lang].as_array().is_some_and(|paths| !paths.is_empty());
        let lacks = Lacks {
            ru: lacks_in("ru"),
            en: lacks_in("en"),
        };
        self.gaps.keep(kind.name, id, lacks, generation);
        Ok(Some(lacks))
    }

    /// Per type: items in all, and how many lack Russian and English somewhere.
    pub async fn translation_gaps(&self) -> anyhow::Result<Vec<Value>> {
        let mut gaps = Vec::new();
        let mut conn = self.db.acquire().await?;
        for kind in super::schema::TYPES {
            if !kind.fields.iter().any(has_translations) {
                continue;
            }
            let ids: Vec<i64> = match kind.table() {
                Some(table) => {
                    sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT id FROM \"{table}\" ORDER BY id")))
                        .fetch_all(&mut *conn)
                        .await?
                }
                None => vec![1],
            };
            let (mut ru, mut en) = (0, 0);
            for id in &ids {
                if let Some(lacks) = self.lacks(&mut conn, kind, *id).await? {
                    ru += usize::from(lacks.ru);
                    en += usize::from(lacks.en);
                }
            }
            gaps.push(json!({"type": kind.name, "total": ids.len(), "missing": {"ru": ru, "en": en}}));
        }
        Ok(gaps)
    }
}

fn has_translations(field: &Field) -> bool {
    match field.kind {
        Kind::Children(children) => children.fields.iter().any(has_translations),
        Kind::List(fields) | Kind::Object(fields) => fields.iter().any(has_translations),
        kind => kind.is_translated(),
    }
}

fn revision(row: &sqlx::sqlite::SqliteRow, with_document: bool) -> anyhow::Result<Revision> {
    let changed: String = row.try_get("changed")?;
    let document = if with_document {
        let text: String = row.try_get("document")?;
        Some(serde_json::from_str(&text)?)
    } else {
        None
    };
    Ok(Revision {
        rev: row.try_get("rev")?,
        at: row.try_get("at")?,
        email: row.try_get("email")?,
        changed: serde_json::from_str(&changed)?,
        document,
    })
}

fn summary(kind: &ContentType, item: &Item) -> Summary {
    let missing = missing_translations(kind, &item.fields)
        .into_iter()
        .filter(|(_, paths)| paths.as_array().is_some_and(|paths| !paths.is_empty()))
        .map(|(lang, _)| lang)
        .collect();
    Summary {
        id: item.id,
        status: item.meta.status,
        publish_at: item.meta.publish_at.clone(),
        updated_at: item.meta.updated_at.clone(),
        title: item.fields.get(kind.title).cloned().unwrap_or(Value::Null),
        slug: kind
            .slug()
            .and_then(|slug| item.fields.get(slug))
            .and_then(Value::as_str)
            .map(str::to_owned),
        missing,
        fields: kind
            .list_fields
            .iter()
            .map(|name| {
                (
                    (*name).to_owned(),
                    item.fields.get(*name).cloned().unwrap_or(Value::Null),
                )
            })
            .collect(),
    }
}

/// The item's title as plain text, for the audit log.
fn title_text(kind: &ContentType, fields: &Map<String, Value>) -> String {
    match fields.get(kind.title) {
        Some(Value::String(text)) => text.clone(),
        Some(Value::Object(tr)) => tr.get("kz").and_then(Value::as_str).unwrap_or_default().to_owned(),
        _ => String::new(),
    }
}

fn column_of(kind: &ContentType, name: &str) -> &'static str {
    kind.field(name).map_or("id", |field| field.column)
}

/// Reads one item (fields, children, links and state).
async fn read_item(conn: &mut SqliteConnection, kind: &ContentType, id: i64) -> anyhow::Result<Option<Item>> {
    let (fields, published) = match kind.storage {
        Storage::Settings => {
            if id != 1 {
                return Ok(None);
            }
            (read_settings(conn).await?, true)
        }
        Storage::Table(table) => {
            let mut sql = QueryBuilder::<Sqlite>::new("SELECT published");
            for field in stored_fields(kind.fields) {
                sql.push(format!(", \"{}\"", field.column));
            }
            sql.push(format!(" FROM \"{table}\" WHERE id = ")).push_bind(id);
            let Some(row) = sql.build().fetch_optional(&mut *conn).await? else {
                return Ok(None);
            };
            let published: bool = row.try_get("published")?;
            let mut fields = Map::new();
            for field in kind.fields {
                let value = match field.kind {
                    Kind::Children(children) => read_children(conn, children, id).await?,
                    Kind::References(links) => {
                        let ids: Vec<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                            "SELECT \"{}\" FROM \"{}\" WHERE \"{}\" = ? ORDER BY \"{}\"",
                            links.other, links.table, links.own, links.other
                        )))
                        .bind(id)
                        .fetch_all(&mut *conn)
                        .await?;
                        json!(ids)
                    }
                    _ => column_value(&row, field)?,
                };
                fields.insert(field.name.to_owned(), value);
            }
            (fields, published)
        }
    };
    let entry = sqlx::query(
        "SELECT e.status, e.publish_at, e.version, e.created_at, e.updated_at, u.email FROM entries e
         LEFT JOIN staff_users u ON u.id = e.updated_by WHERE e.type = ? AND e.id = ?",
    )
    .bind(kind.name)
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?;
    let meta = match entry {
        Some(row) => Meta {
            status: Status::parse(row.try_get("status")?).unwrap_or(Status::Draft),
            publish_at: row.try_get("publish_at")?,
            version: row.try_get("version")?,
            created_at: row.try_get("created_at")?,
            updated_at: row.try_get("updated_at")?,
            updated_by: row.try_get("email")?,
        },
        // Loaded content that nobody has edited yet.
        None => Meta {
            status: if published { Status::Published } else { Status::Draft },
            publish_at: None,
            version: 0,
            created_at: None,
            updated_at: None,
            updated_by: None,
        },
    };
    Ok(Some(Item { id, meta, fields }))
}

/// The fields kept in the item's own row.
fn stored_fields(fields: &'static [Field]) -> impl Iterator<Item = &'static Field> {
    fields
        .iter()
        .filter(|field| !matches!(field.kind, Kind::Children(_) | Kind::References(_)))
}

/// A column's value as the admin's JSON.
fn column_value(row: &sqlx::sqlite::SqliteRow, field: &Field) -> anyhow::Result<Value> {
    let column = field.column;
    Ok(match field.kind {
        Kind::Integer { .. } | Kind::Reference(_) => json!(row.try_get::<Option<i64>, _>(column)?),
        Kind::Number => json!(row.try_get::<Option<f64>, _>(column)?),
        Kind::Translated
        | Kind::TranslatedLong
        | Kind::RichText
        | Kind::Images
        | Kind::List(_)
        | Kind::TranslatedList
        | Kind::Object(_) => match row.try_get::<Option<String>, _>(column)? {
            Some(text) => serde_json::from_str(&text)?,
            None => Value::Null,
        },
        _ => json!(row.try_get::<Option<String>, _>(column)?),
    })
    .map(|value| normal_translation(field, value))
}

/// Stored texts omit empty translations; the admin always sees all three keys.
fn normal_translation(field: &Field, value: Value) -> Value {
    match (field.kind, &value) {
        (Kind::Translated | Kind::TranslatedLong | Kind::RichText, Value::Object(tr)) => {
            let text = |code: &str| tr.get(code).cloned().unwrap_or_else(|| json!(""));
            json!({"kz": text("kz"), "ru": text("ru"), "en": text("en")})
        }
        _ => value,
    }
}

async fn read_children(conn: &mut SqliteConnection, children: &'static Children, parent: i64) -> anyhow::Result<Value> {
    let mut sql = QueryBuilder::<Sqlite>::new("SELECT id");
    for field in stored_fields(children.fields) {
        sql.push(format!(", \"{}\"", field.column));
    }
    sql.push(format!(" FROM \"{}\" WHERE \"{}\" = ", children.table, children.parent))
        .push_bind(parent);
    for (column, value) in children.fields_fixed() {
        sql.push(format!(" AND \"{column}\" = ")).push_bind(value);
    }
    sql.push(format!(" ORDER BY \"{}\", id", children.order));
    let rows = sql.build().fetch_all(&mut *conn).await?;
    let mut items = Vec::new();
    for row in rows {
        let child_id: i64 = row.try_get("id")?;
        let mut object = Map::new();
        for field in children.fields {
            let value = match field.kind {
                Kind::Children(grandchildren) => Box::pin(read_children(conn, grandchildren, child_id)).await?,
                _ => column_value(&row, field)?,
            };
            object.insert(field.name.to_owned(), value);
        }
        items.push(Value::Object(object));
    }
    Ok(Value::Array(items))
}

impl Children {
    fn fields_fixed(&self) -> impl Iterator<Item = (&'static str, &'static str)> {
        self.fixed.iter().copied()
    }
}

async fn read_settings(conn: &mut SqliteConnection) -> anyhow::Result<Map<String, Value>> {
    let documents: Vec<(String, String)> =
        sqlx::query_as("SELECT key, value FROM settings WHERE key IN ('general', 'contacts')")
            .fetch_all(&mut *conn)
            .await?;
    let mut general = Map::new();
    let mut contacts = Value::Null;
    for (key, value) in documents {
        match key.as_str() {
            "general" => general = serde_json::from_str(&value)?,
            _ => contacts = serde_json::from_str(&value)?,
        }
    }
    let kind = content_type("settings").expect("settings is a type");
    let mut fields = Map::new();
    for field in kind.fields {
        let value = if field.name == "contacts" {
            contacts.clone()
        } else {
            general.get(field.column).cloned().unwrap_or(Value::Null)
        };
        fields.insert(field.name.to_owned(), normal_translation(field, value));
    }
    Ok(fields)
}

/// What the database must say about a document: slugs free, referred items there.
pub(super) async fn database_checks(
    conn: &mut SqliteConnection,
    kind: &ContentType,
    id: Option<i64>,
    fields: &Map<String, Value>,
) -> anyhow::Result<Vec<(String, Problem)>> {
    let mut problems = Vec::new();
    if let (Some(table), Some(slug)) = (kind.table(), kind.slug())
        && let Some(value) = fields.get(slug).and_then(Value::as_str)
    {
        let taken: Option<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT id FROM \"{table}\" WHERE \"{}\" = ? AND id != ?",
            column_of(kind, slug)
        )))
        .bind(value)
        .bind(id.unwrap_or(0))
        .fetch_optional(&mut *conn)
        .await?;
        if taken.is_some() {
            problems.push((slug.to_owned(), Problem::SlugTaken));
        }
    }
    references(conn, kind.fields, fields, "", &mut problems).await?;
    Ok(problems)
}

async fn references(
    conn: &mut SqliteConnection,
    fields: &'static [Field],
    document: &Map<String, Value>,
    prefix: &str,
    problems: &mut Vec<(String, Problem)>,
) -> anyhow::Result<()> {
    for field in fields {
        let path = format!("{prefix}{}", field.name);
        let value = document.get(field.name).unwrap_or(&Value::Null);
        match field.kind {
            Kind::Reference(to) => {
                if let Some(id) = value.as_i64()
                    && !exists(conn, to, id).await?
                {
                    problems.push((path, Problem::Reference));
                }
            }
            Kind::References(links) => {
                for (i, id) in value
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_i64)
                    .enumerate()
                {
                    if !exists(conn, links.to, id).await? {
                        problems.push((format!("{path}.{i}"), Problem::Reference));
                    }
                }
            }
            Kind::Children(children) => {
                let mut slugs = Vec::new();
                for (i, child) in value.as_array().into_iter().flatten().enumerate() {
                    if let Some(child) = child.as_object() {
                        // A slug of a child (an activity) is unique within its owner.
                        if let Some(slug) = child.get("slug").and_then(Value::as_str) {
                            if slugs.contains(&slug) {
                                problems.push((format!("{path}.{i}.slug"), Problem::SlugTaken));
                            }
                            slugs.push(slug);
                        }
                        Box::pin(references(
                            conn,
                            children.fields,
                            child,
                            &format!("{path}.{i}."),
                            problems,
                        ))
                        .await?;
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

async fn exists(conn: &mut SqliteConnection, type_name: &str, id: i64) -> anyhow::Result<bool> {
    let Some(table) = content_type(type_name).and_then(ContentType::table) else {
        return Ok(false);
    };
    let found: Option<i64> =
        sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT id FROM \"{table}\" WHERE id = ?")))
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?;
    Ok(found.is_some())
}

/// A derived value: text or a whole number.
fn bind_json(sql: &mut sqlx::query_builder::Separated<'_, Sqlite, &'static str>, value: &Value) {
    match value {
        Value::Null => sql.push_bind(None::<String>),
        Value::Number(n) if n.is_f64() => sql.push_bind(n.as_f64()),
        Value::Number(n) => sql.push_bind(n.as_i64()),
        Value::String(text) => sql.push_bind(text.clone()),
        other => sql.push_bind(other.to_string()),
    };
}

fn bind_json_unseparated(sql: &mut sqlx::query_builder::Separated<'_, Sqlite, &'static str>, value: &Value) {
    match value {
        Value::Null => sql.push_bind_unseparated(None::<String>),
        Value::Number(n) if n.is_f64() => sql.push_bind_unseparated(n.as_f64()),
        Value::Number(n) => sql.push_bind_unseparated(n.as_i64()),
        Value::String(text) => sql.push_bind_unseparated(text.clone()),
        other => sql.push_bind_unseparated(other.to_string()),
    };
}

/// A column's value to bind: numbers as numbers, texts as texts, structures as JSON text.
fn column_json(field: &Field, value: &Value) -> Value {
    match (field.kind, value) {
        (Kind::Number, Value::Number(n)) => json!(n.as_f64()),
        _ => value.clone(),
    }
}

fn bind_value(sql: &mut sqlx::query_builder::Separated<'_, Sqlite, &'static str>, field: &Field, value: &Value) {
    bind_json(sql, &column_json(field, value));
}

/// Which row a write goes to.
#[derive(Debug, Clone, Copy)]
pub(super) enum Target {
    /// A new draft, numbered by the database.
    Draft,
    /// A loaded item, published at once, with the id its content gives it (content refers to
    /// its own ids) or the next free one.
    Loaded(Option<i64>),
    Existing(i64),
}

impl Target {
    pub(super) fn id(self) -> Option<i64> {
        match self {
            Target::Draft => None,
            Target::Loaded(id) => id,
            Target::Existing(id) => Some(id),
        }
    }
}

/// Writes a document's fields (row, children, links); answers the item's id.
pub(super) async fn write_fields(
    conn: &mut SqliteConnection,
    kind: &'static ContentType,
    target: Target,
    fields: &Map<String, Value>,
    data_dir: &std::path::Path,
) -> Result<i64, WriteError> {
    let table = match kind.storage {
        Storage::Settings => {
            write_settings(conn, kind, fields).await?;
            return Ok(1);
        }
        Storage::Table(table) => table,
    };
    let not_null = not_null_columns(conn, table).await?;
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
            let last: Option<i64> =
                sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT MAX(sort_order) FROM \"{table}\"")))
                    .fetch_one(&mut *conn)
                    .await?;
            *order = json!(last.map_or(0, |last| last + 1));
        }
    }
    let derived = super::derive::columns(kind, fields, data_dir)?;
    let result = match target {
        Target::Draft | Target::Loaded(_) => {
            let given = target.id();
            let mut sql = QueryBuilder::<Sqlite>::new(format!("INSERT INTO \"{table}\" (published"));
            if given.is_some() {
                sql.push(", id");
            }
            for (field, _) in &columns {
                sql.push(format!(", \"{}\"", field.column));
            }
            for (column, _) in &derived {
                sql.push(format!(", \"{column}\""));
            }
            sql.push(") VALUES (").push_bind(matches!(target, Target::Loaded(_)));
            {
                let mut values = sql.separated(", ");
                values.push_unseparated(", ");
                if let Some(id) = given {
                    values.push_bind(id);
                }
                for (field, value) in &columns {
                    bind_value(&mut values, field, value);
                }
                for (_, value) in &derived {
                    bind_json(&mut values, value);
                }
            }
            sql.push(") RETURNING id");
            sql.build_query_scalar::<i64>().fetch_one(&mut *conn).await
        }
        Target::Existing(id) => {
            let mut sql = QueryBuilder::<Sqlite>::new(format!("UPDATE \"{table}\" SET "));
            {
                let mut sets = sql.separated(", ");
                for (field, value) in &columns {
                    sets.push(format!("\"{}\" = ", field.column));
                    bind_json_unseparated(&mut sets, &column_json(field, value));
                }
                for (column, value) in &derived {
                    sets.push(format!("\"{column}\" = "));
                    bind_json_unseparated(&mut sets, value);
                }
            }
            sql.push(" WHERE id = ").push_bind(id);
            sql.build().execute(&mut *conn).await.map(|_| id)
        }
    };
    let id = match result {
        Ok(id) => id,
        // The checks before ran in this transaction; a violation here is a race lost to nobody,
        // but a clear answer is still better than a 500.
        Err(sqlx::Error::Database(err)) if err.is_unique_violation() => {
            return Err(WriteError::Invalid(vec![(
                kind.slug().unwrap_or("id").to_owned(),
                Problem::SlugTaken,
            )]));
        }
        Err(sqlx::Error::Database(err)) if err.is_foreign_key_violation() => {
            return Err(WriteError::Invalid(vec![("id".to_owned(), Problem::Reference)]));
        }
        Err(err) => return Err(err.into()),
    };
    for field in kind.fields {
        let value = fields.get(field.name).unwrap_or(&Value::Null);
        match field.kind {
            Kind::Children(children) => {
                if let Target::Existing(_) = target {
                    delete_children(conn, children, id).await?;
                }
                insert_children(conn, children, id, value).await?;
            }
            Kind::References(links) => {
                if let Target::Existing(_) = target {
                    sqlx::query(sqlx::AssertSqlSafe(format!(
                        "DELETE FROM \"{}\" WHERE \"{}\" = ?",
                        links.table, links.own
                    )))
                    .bind(id)
                    .execute(&mut *conn)
                    .await?;
                }
                for other in value.as_array().into_iter().flatten().filter_map(Value::as_i64) {
                    sqlx::query(sqlx::AssertSqlSafe(format!(
                        "INSERT INTO \"{}\" (\"{}\", \"{}\") VALUES (?, ?)",
                        links.table, links.own, links.other
                    )))
                    .bind(id)
                    .bind(other)
                    .execute(&mut *conn)
                    .await?;
                }
            }
            _ => {}
        }
    }
    Ok(id)
}

async fn delete_children(conn: &mut SqliteConnection, children: &'static Children, parent: i64) -> anyhow::Result<()> {
    // Grandchildren go with their rows (ON DELETE CASCADE).
    let mut sql = QueryBuilder::<Sqlite>::new(format!(
        "DELETE FROM \"{}\" WHERE \"{}\" = ",
        children.table, children.parent
    ));
    sql.push_bind(parent);
    for (column, value) in children.fields_fixed() {
        sql.push(format!(" AND \"{column}\" = ")).push_bind(value);
    }
    sql.build().execute(&mut *conn).await?;
    Ok(())
}

async fn insert_children(
    conn: &mut SqliteConnection,
    children: &'static Children,
    parent: i64,
    value: &Value,
) -> anyhow::Result<()> {
    let ordered_by = children.fields.iter().find(|field| field.column == children.order);
    let mut last = 0;
    for (position, child) in value.as_array().into_iter().flatten().enumerate() {
        let Some(child) = child.as_object() else { continue };
        let mut sql =
            QueryBuilder::<Sqlite>::new(format!("INSERT INTO \"{}\" (\"{}\"", children.table, children.parent));
        if ordered_by.is_none() {
            sql.push(format!(", \"{}\"", children.order));
        }
        let columns: Vec<&Field> = stored_fields(children.fields).collect();
        let not_null = not_null_columns(conn, children.table).await?;
        for field in &columns {
            sql.push(format!(", \"{}\"", field.column));
        }
        for (column, _) in children.fields_fixed() {
            sql.push(format!(", \"{column}\""));
        }
        sql.push(") VALUES (");
        {
            let mut values = sql.separated(", ");
            values.push_bind(parent);
            if ordered_by.is_none() {
                values.push_bind(position as i64);
            }
            for field in &columns {
                let mut value = child.get(field.name).cloned().unwrap_or(Value::Null);
                if ordered_by.is_some_and(|order| order.name == field.name) {
                    // A place not given is the one after the last.
                    let place = value.as_i64().unwrap_or(last + 1);
                    last = last.max(place);
                    value = json!(place);
                }
                bind_value(&mut values, field, &empty_for(field, &value, &not_null));
            }
            for (_, fixed) in children.fields_fixed() {
                values.push_bind(fixed);
            }
        }
        sql.push(") RETURNING id");
        let child_id: i64 = sql.build_query_scalar().fetch_one(&mut *conn).await?;
        for field in children.fields {
            if let Kind::Children(grandchildren) = field.kind {
                let value = child.get(field.name).unwrap_or(&Value::Null);
                Box::pin(insert_children(conn, grandchildren, child_id, value)).await?;
            }
        }
    }
    Ok(())
}

/// The columns of `table` that take no NULL, read once from the schema (SQLite's own catalogue).
async fn not_null_columns(
    conn: &mut SqliteConnection,
    table: &'static str,
) -> anyhow::Result<std::sync::Arc<std::collections::HashSet<String>>> {
    use std::collections::{HashMap, HashSet};
    use std::sync::{Arc, LazyLock, Mutex};
    type Columns = Arc<HashSet<String>>;
    static KNOWN: LazyLock<Mutex<HashMap<&'static str, Columns>>> = LazyLock::new(Mutex::default);
    if let Some(columns) = KNOWN.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).get(table) {
        return Ok(columns.clone());
    }
    let rows = sqlx::query(sqlx::AssertSqlSafe(format!("PRAGMA table_info(\"{table}\")")))
        .fetch_all(&mut *conn)
        .await?;
    let mut columns = HashSet::new();
    for row in rows {
        if row.try_get::<bool, _>("notnull")? {
            columns.insert(row.try_get::<String, _>("name")?);
        }
    }
    let columns = Arc::new(columns);
    KNOWN
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .insert(table, columns.clone());
    Ok(columns)
}

/// No value, as a column that takes no NULL keeps it: an empty text, object or list.
fn empty_for(field: &Field, value: &Value, not_null: &std::collections::HashSet<String>) -> Value {
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

async fn write_settings(
    conn: &mut SqliteConnection,
    kind: &ContentType,
    fields: &Map<String, Value>,
) -> anyhow::Result<()> {
    let mut general = Map::new();
    for field in kind.fields.iter().filter(|field| field.name != "contacts") {
        general.insert(
            field.column.to_owned(),
            fields.get(field.name).cloned().unwrap_or(Value::Null),
        );
    }
    let contacts = fields.get("contacts").cloned().unwrap_or(Value::Null);
    for (key, value) in [("general", Value::Object(general)), ("contacts", contacts)] {
        put_setting(conn, key, &value).await?;
    }
    Ok(())
}

/// Sets a settings document, creating it when a content load has just emptied the table.
pub(super) async fn put_setting(conn: &mut SqliteConnection, key: &str, value: &Value) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
    .bind(key)
    .bind(value.to_string())
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Moves an item's entry one version on (creating it at 1), optionally changing its status.
async fn touch_entry(
    conn: &mut SqliteConnection,
    kind: &ContentType,
    id: i64,
    status: Option<(Status, Option<String>)>,
    editor: &Editor<'_>,
) -> anyhow::Result<i64> {
    let now = crate::store::clock::now_utc();
    let existing: Option<(i64,)> = sqlx::query_as("SELECT version FROM entries WHERE type = ? AND id = ?")
        .bind(kind.name)
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?;
    let version = match existing {
        Some((version,)) => {
            let version = version + 1;
            let mut sql = QueryBuilder::<Sqlite>::new("UPDATE entries SET version = ");
            sql.push_bind(version)
                .push(", updated_at = ")
                .push_bind(now.clone())
                .push(", updated_by = ")
                .push_bind(editor.actor.user_id);
            if let Some((status, publish_at)) = &status {
                sql.push(", status = ")
                    .push_bind(status.as_str())
                    .push(", publish_at = ")
                    .push_bind(publish_at.clone());
            }
            sql.push(" WHERE type = ")
                .push_bind(kind.name)
                .push(" AND id = ")
                .push_bind(id);
            sql.build().execute(&mut *conn).await?;
            version
        }
        None => {
            // Loaded content keeps the status its row has; a new item is a draft.
            let published: bool = match kind.table() {
                Some(table) => {
                    sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                        "SELECT published FROM \"{table}\" WHERE id = ?"
                    )))
                    .bind(id)
                    .fetch_one(&mut *conn)
                    .await?
                }
                None => true,
            };
            let (status, publish_at) =
                status.unwrap_or((if published { Status::Published } else { Status::Draft }, None));
            sqlx::query(
                "INSERT INTO entries (type, id, status, publish_at, version, created_at, updated_at, updated_by)
                 VALUES (?, ?, ?, ?, 1, ?, ?, ?)",
            )
            .bind(kind.name)
            .bind(id)
            .bind(status.as_str())
            .bind(publish_at)
            .bind(&now)
            .bind(&now)
            .bind(editor.actor.user_id)
            .execute(&mut *conn)
            .await?;
            1
        }
    };
    Ok(version)
}

/// A new content version, so that a search index built before this write is known to be old.
pub(super) async fn bump_content_version(conn: &mut SqliteConnection) -> anyhow::Result<()> {
    put_setting(conn, "content_version", &json!(crate::random_hex()?)).await
}

impl Store {
    /// The title of item `id` of type `kind`, whatever its state (a submission names what the
    /// visitor chose so); None when there is no such item.
    pub async fn title_of(&self, kind: &str, id: i64) -> anyhow::Result<Option<Tr>> {
        let Some(kind) = content_type(kind) else {
            return Ok(None);
        };
        let Some(table) = kind.table() else { return Ok(None) };
        let column = column_of(kind, kind.title);
        let text: Option<Option<String>> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT CAST(\"{column}\" AS TEXT) FROM \"{table}\" WHERE id = ?"
        )))
        .bind(id)
        .fetch_optional(&self.db)
        .await?;
        Ok(text.flatten().map(|text| {
            serde_json::from_str(&text).unwrap_or(Tr {
                kz: text,
                ..Tr::default()
            })
        }))
    }
}
