//! Content items as the admin edits them: read, listed, saved, published, scheduled, deleted and
//! restored, generically over the type definitions of `schema`. Every write is one transaction
//! (the row, its children and links, its workflow entry, its revision and its audit line) followed
//! by the "content changed" announcement.

mod read;
mod revisions;
mod schedule;
mod settings;
mod write;

use serde::Serialize;
use serde_json::{Map, Value, json};
use utoipa::ToSchema;

use super::StoreError;
use super::audit::Actor;
use super::check::missing;
use super::schema::{ContentType, Field, Kind};
use crate::lang::Lang;
use crate::rules::Problem;

pub(super) use settings::put_setting;
pub(super) use write::{Target, bump_content_version, write_fields};

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
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Something else failed (a content file's size).
    #[error(transparent)]
    Other(#[from] anyhow::Error),
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

/// The fields kept in the item's own row.
fn stored_fields(fields: &'static [Field]) -> impl Iterator<Item = &'static Field> {
    fields
        .iter()
        .filter(|field| !matches!(field.kind, Kind::Children(_) | Kind::References(_)))
}

/// The column of field `name` of `kind` (the id when it has no such field).
pub(super) fn column_of(kind: &ContentType, name: &str) -> &'static str {
    kind.field(name).map_or("id", |field| field.column)
}

/// The item's title as plain text, for the audit log.
fn title_text(kind: &ContentType, fields: &Map<String, Value>) -> String {
    match fields.get(kind.title) {
        Some(Value::String(text)) => text.clone(),
        Some(Value::Object(tr)) => tr.get("kz").and_then(Value::as_str).unwrap_or_default().to_owned(),
        _ => String::new(),
    }
}
