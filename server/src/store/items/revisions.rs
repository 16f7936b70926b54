//! The saved versions of an item: each save keeps the whole document and the fields it changed.

use serde_json::{Map, Value, json};
use time::OffsetDateTime;

use super::super::backend::Transaction;
use super::super::schema::ContentType;
use super::super::sql::{Sql, read_row};
use super::super::{Store, StoreError};
use super::{Editor, Revision};

/// A revision as stored: its changed fields and document are JSON text.
struct RevisionRow {
    rev: i64,
    at: String,
    email: String,
    changed: Value,
}
read_row!(RevisionRow {
    rev,
    at,
    email,
    changed
});

struct DocumentRow {
    revision: RevisionRow,
    document: Value,
}
read_row!(DocumentRow { ..revision: RevisionRow, document });

impl RevisionRow {
    fn revision(self, document: Option<Value>) -> Result<Revision, StoreError> {
        let changed = serde_json::from_value(self.changed).map_err(|err| StoreError::Column {
            name: "changed".to_owned(),
            reason: err.to_string(),
        })?;
        Ok(Revision {
            rev: self.rev,
            at: self.at,
            email: self.email,
            changed,
            document,
        })
    }
}

impl Store {
    /// The revisions of an item, newest first (without their documents).
    pub async fn revisions(&self, kind: &ContentType, id: i64) -> Result<Vec<Revision>, StoreError> {
        let sql =
            Sql::new("SELECT rev, at, email, changed FROM revisions WHERE type = ? AND item_id = ? ORDER BY rev DESC")
                .bind(kind.name)
                .bind(id);
        let rows: Vec<RevisionRow> = sql.all(self.database()).await?;
        rows.into_iter().map(|row| row.revision(None)).collect()
    }

    pub async fn revision(&self, kind: &ContentType, id: i64, rev: i64) -> Result<Option<Revision>, StoreError> {
        let sql = Sql::new(
            "SELECT rev, at, email, changed, document FROM revisions WHERE type = ? AND item_id = ? AND rev = ?",
        )
        .bind(kind.name)
        .bind(id)
        .bind(rev);
        let row: Option<DocumentRow> = sql.first(self.database()).await?;
        row.map(|row| row.revision.revision(Some(row.document))).transpose()
    }
}

/// Keeps version `version` of item `id`: its whole document and the fields this save changed.
pub(super) async fn keep(
    tx: &mut Box<dyn Transaction>,
    kind: &ContentType,
    id: i64,
    version: i64,
    editor: &Editor<'_>,
    changed: &[String],
    fields: &Map<String, Value>,
) -> Result<(), StoreError> {
    Sql::new(
        "INSERT INTO revisions (type, item_id, rev, at, user_id, email, changed, document)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(kind.name)
    .bind(id)
    .bind(version)
    .bind(OffsetDateTime::now_utc())
    .bind(editor.actor.user_id)
    .bind(editor.actor.email)
    .bind(json!(changed).to_string())
    .bind(Value::Object(fields.clone()).to_string())
    .execute(tx)
    .await?;
    Ok(())
}
