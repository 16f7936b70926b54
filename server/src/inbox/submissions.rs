//! The SQL of the inbox: submissions filtered and paged, one with its files and notes, what staff
//! change of one (each change audited in its transaction), and deletion with the files.

use std::path::Path;

use serde_json::Value;
use sqlx::{QueryBuilder, Sqlite};

use crate::db::Db;
use crate::forms::uploads::UPLOAD_DIR;
use crate::lang::Lang;
use crate::staff::audit::{self, Actor, Event};
use crate::store::reads::{Page, Window};

/// What the inbox's list and export are filtered by (each already checked).
#[derive(Debug, Default, Clone)]
pub struct Filter {
    pub kind: Option<&'static str>,
    pub status: Option<&'static str>,
    /// Sent on or after this day (`YYYY-MM-DD`, UTC).
    pub from: Option<String>,
    /// Sent before this day: the day after the last one asked for.
    pub before: Option<String>,
    pub lang: Option<Lang>,
    /// Lower-cased words each of which the names, contacts or messages contain.
    pub words: Vec<String>,
}

/// A submission as the inbox reads it.
#[derive(Debug, sqlx::FromRow)]
pub struct Row {
    pub id: i64,
    #[sqlx(rename = "type")]
    pub kind: String,
    pub lang: String,
    pub page: Option<String>,
    pub fields: String,
    pub status: String,
    pub assignee: Option<i64>,
    pub assignee_email: Option<String>,
    pub created_at: String,
    pub updated_at: Option<String>,
}

impl Row {
    pub fn fields(&self) -> serde_json::Map<String, Value> {
        match serde_json::from_str(&self.fields) {
            Ok(Value::Object(fields)) => fields,
            _ => serde_json::Map::new(),
        }
    }
}

const COLUMNS: &str = "SELECT s.id, s.type, s.lang, s.page, s.fields, s.status, s.assignee, u.email AS assignee_email,
    s.created_at, s.updated_at FROM submissions s LEFT JOIN staff_users u ON u.id = s.assignee";

fn push_filter(sql: &mut QueryBuilder<Sqlite>, filter: &Filter) {
    sql.push(" WHERE 1 = 1");
    if let Some(kind) = filter.kind {
        sql.push(" AND s.type = ").push_bind(kind);
    }
    if let Some(status) = filter.status {
        sql.push(" AND s.status = ").push_bind(status);
    }
    if let Some(from) = &filter.from {
        sql.push(" AND s.created_at >= ").push_bind(from.clone());
    }
    if let Some(before) = &filter.before {
        sql.push(" AND s.created_at < ").push_bind(before.clone());
    }
    if let Some(lang) = filter.lang {
        sql.push(" AND s.lang = ").push_bind(lang.code());
    }
    for word in &filter.words {
        sql.push(" AND instr(s.search_text, ")
            .push_bind(word.clone())
            .push(") > 0");
    }
}

/// One page of the submissions `filter` lets through, newest first.
pub async fn page(db: &Db, filter: &Filter, window: Window) -> sqlx::Result<Page<Row>> {
    let mut count = QueryBuilder::<Sqlite>::new("SELECT COUNT(*) FROM submissions s");
    push_filter(&mut count, filter);
    let total: i64 = count.build_query_scalar().fetch_one(db).await?;
    let mut sql = QueryBuilder::<Sqlite>::new(COLUMNS);
    push_filter(&mut sql, filter);
    sql.push(" ORDER BY s.created_at DESC, s.id DESC LIMIT ")
        .push_bind(i64::from(window.size))
        .push(" OFFSET ")
        .push_bind(window.offset());
    let rows = sql.build_query_as().fetch_all(db).await?;
    Ok(Page {
        rows,
        total: u64::try_from(total).unwrap_or(0),
        window,
    })
}

/// The next `size` submissions `filter` lets through, newest first, after the one sent at
/// `after` (its time and id): an export reads them so, a batch at a time, however many there are.
pub async fn batch(db: &Db, filter: &Filter, after: Option<&(String, i64)>, size: u32) -> sqlx::Result<Vec<Row>> {
    let mut sql = QueryBuilder::<Sqlite>::new(COLUMNS);
    push_filter(&mut sql, filter);
    if let Some((created_at, id)) = after {
        sql.push(" AND (s.created_at < ")
            .push_bind(created_at.clone())
            .push(" OR (s.created_at = ")
            .push_bind(created_at.clone())
            .push(" AND s.id < ")
            .push_bind(*id)
            .push("))");
    }
    sql.push(" ORDER BY s.created_at DESC, s.id DESC LIMIT ")
        .push_bind(i64::from(size));
    sql.build_query_as().fetch_all(db).await
}

/// Submissions nobody has looked at yet.
pub async fn count_new(db: &Db) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT COUNT(*) FROM submissions WHERE status = 'new'")
        .fetch_one(db)
        .await
}

pub async fn find(db: &Db, id: i64) -> sqlx::Result<Option<Row>> {
    let mut sql = QueryBuilder::<Sqlite>::new(COLUMNS);
    sql.push(" WHERE s.id = ").push_bind(id);
    sql.build_query_as().fetch_optional(db).await
}

/// A file a visitor attached.
#[derive(Debug, sqlx::FromRow)]
pub struct FileRow {
    pub id: String,
    pub stored_name: String,
    pub original_name: String,
    pub content_type: String,
    pub size: i64,
}

pub async fn files(db: &Db, submission: i64) -> sqlx::Result<Vec<FileRow>> {
    sqlx::query_as(
        "SELECT id, stored_name, original_name, content_type, size FROM uploads WHERE submission = ? ORDER BY created_at, id",
    )
    .bind(submission)
    .fetch_all(db)
    .await
}

/// The names of the files of submissions `ids`, by upload id: one query for a batch of an export.
pub async fn file_names(db: &Db, ids: &[i64]) -> sqlx::Result<std::collections::HashMap<String, String>> {
    if ids.is_empty() {
        return Ok(std::collections::HashMap::new());
    }
    let mut sql = QueryBuilder::<Sqlite>::new("SELECT id, original_name FROM uploads WHERE submission IN (");
    let mut list = sql.separated(", ");
    for id in ids {
        list.push_bind(*id);
    }
    sql.push(")");
    let names: Vec<(String, String)> = sql.build_query_as().fetch_all(db).await?;
    Ok(names.into_iter().collect())
}

/// File `file` of submission `submission`, if it is one of its files.
pub async fn file(db: &Db, submission: i64, file: &str) -> sqlx::Result<Option<FileRow>> {
    sqlx::query_as(
        "SELECT id, stored_name, original_name, content_type, size FROM uploads WHERE id = ? AND submission = ?",
    )
    .bind(file)
    .bind(submission)
    .fetch_optional(db)
    .await
}

/// Where a file of the uploads is kept: None for a stored name that is not a plain file name.
pub fn file_path(data_dir: &Path, stored_name: &str) -> Option<std::path::PathBuf> {
    let plain = !stored_name.is_empty()
        && stored_name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        && !stored_name.starts_with('.');
    plain.then(|| data_dir.join(UPLOAD_DIR).join(stored_name))
}

#[derive(Debug, sqlx::FromRow)]
pub struct Note {
    pub id: i64,
    pub at: String,
    pub email: String,
    pub text: String,
}

pub async fn notes(db: &Db, submission: i64) -> sqlx::Result<Vec<Note>> {
    sqlx::query_as("SELECT id, at, email, text FROM submission_notes WHERE submission = ? ORDER BY id")
        .bind(submission)
        .fetch_all(db)
        .await
}

/// What a member of staff changes of a submission (each part checked already).
#[derive(Debug, Default)]
pub struct Change {
    pub status: Option<&'static str>,
    /// Some(None) takes the submission off anyone's desk.
    pub assignee: Option<Option<(i64, String)>>,
    pub note: Option<String>,
}

/// Applies `change` with one audit line per part, in one transaction; None when there is no such
/// submission.
pub async fn update(db: &Db, id: i64, change: &Change, actor: &Actor<'_>) -> anyhow::Result<Option<()>> {
    let mut tx = db.begin().await?;
    let status: Option<String> = sqlx::query_scalar("SELECT status FROM submissions WHERE id = ?")
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
    let Some(before) = status else { return Ok(None) };
    let now = crate::store::clock::now_utc();
    let event = |action, summary| Event::new(action, Some("applications"), Some(id), summary);
    if let Some(status) = change.status
        && status != before
    {
        sqlx::query("UPDATE submissions SET status = ?, updated_at = ? WHERE id = ?")
            .bind(status)
            .bind(&now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        audit::record(
            &mut *tx,
            actor,
            event("application-status", format!("{before} → {status}")),
        )
        .await?;
    }
    if let Some(assignee) = &change.assignee {
        sqlx::query("UPDATE submissions SET assignee = ?, updated_at = ? WHERE id = ?")
            .bind(assignee.as_ref().map(|(id, _)| *id))
            .bind(&now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        let whom = assignee.as_ref().map_or_else(String::new, |(_, email)| email.clone());
        audit::record(&mut *tx, actor, event("application-assign", whom)).await?;
    }
    if let Some(text) = &change.note {
        sqlx::query("INSERT INTO submission_notes (submission, at, user_id, email, text) VALUES (?, ?, ?, ?, ?)")
            .bind(id)
            .bind(&now)
            .bind(actor.user_id)
            .bind(actor.email)
            .bind(text)
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE submissions SET updated_at = ? WHERE id = ?")
            .bind(&now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        audit::record(&mut *tx, actor, event("application-note", String::new())).await?;
    }
    tx.commit().await?;
    Ok(Some(()))
}

/// Deletes submissions with their notes, mail and files: the rows in one transaction, then the
/// files (a file left by a crash between the two is no one's and harms no one; a row without its
/// file would). `audit` names who deleted them, one line each; the retention schedule writes one
/// line for all instead.
pub async fn delete(db: &Db, data_dir: &Path, ids: &[i64], audit: Option<&Actor<'_>>) -> anyhow::Result<u64> {
    let mut tx = db.begin().await?;
    let mut files = Vec::new();
    let mut deleted = 0;
    for id in ids {
        let stored: Vec<String> = sqlx::query_scalar("SELECT stored_name FROM uploads WHERE submission = ?")
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
        files.extend(stored);
        sqlx::query("DELETE FROM uploads WHERE submission = ?")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        let gone = sqlx::query("DELETE FROM submissions WHERE id = ?")
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if gone > 0
            && let Some(actor) = audit
        {
            let event = Event::new("application-delete", Some("applications"), Some(*id), String::new());
            audit::record(&mut *tx, actor, event).await?;
        }
        deleted += gone;
    }
    tx.commit().await?;
    for stored_name in files {
        let Some(path) = file_path(data_dir, &stored_name) else {
            continue;
        };
        match tokio::fs::remove_file(&path).await {
            Ok(()) => {}
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {}
            Err(err) => tracing::warn!(error = %err, path = %path.display(), "cannot delete a submission's file"),
        }
    }
    Ok(deleted)
}

/// The ids of submissions sent before `cutoff` (UTC, RFC 3339), oldest first, with their forms
/// and times: what the retention schedule deletes.
pub async fn older_than(db: &Db, cutoff: &str) -> sqlx::Result<Vec<(i64, String, String)>> {
    sqlx::query_as("SELECT id, type, created_at FROM submissions WHERE created_at < ? ORDER BY created_at, id")
        .bind(cutoff)
        .fetch_all(db)
        .await
}

/// The words of a submission the free-text search looks in (names, e-mails, phones, messages,
/// every text the visitor typed), lower-cased; never the references of files.
pub fn search_text(fields: &Value) -> String {
    fn collect(value: &Value, out: &mut Vec<String>) {
        match value {
            Value::String(text) if !text.starts_with("upload:") => out.push(text.to_lowercase()),
            Value::Array(items) => items.iter().for_each(|item| collect(item, out)),
            Value::Object(object) => object.values().for_each(|item| collect(item, out)),
            _ => {}
        }
    }
    let mut texts = Vec::new();
    collect(fields, &mut texts);
    texts.join("\n")
}

/// Fills the search text of submissions stored before the inbox existed.
pub async fn fill_search_texts(db: &Db) -> anyhow::Result<()> {
    let rows: Vec<(i64, String)> = sqlx::query_as("SELECT id, fields FROM submissions WHERE search_text = ''")
        .fetch_all(db)
        .await?;
    if rows.is_empty() {
        return Ok(());
    }
    let mut tx = db.begin().await?;
    for (id, fields) in rows {
        let fields: Value = serde_json::from_str(&fields).unwrap_or(Value::Null);
        sqlx::query("UPDATE submissions SET search_text = ? WHERE id = ?")
            .bind(search_text(&fields))
            .bind(id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(())
}
