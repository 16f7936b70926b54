//! Submissions: the visitor forms' requests, stored with their idempotency keys, the uploads they
//! claim and their notification mail in one transaction; the inbox's reads of them (filtered and
//! paged, one with its files and notes), what staff change of one (each change audited in its
//! transaction), and their deletion.

use std::collections::HashMap;

use serde::Serialize;
use serde_json::Value;
use sqlx::{QueryBuilder, Sqlite};
use utoipa::ToSchema;

use super::Store;
use super::audit::{self, Actor, Event};
use super::clock::now_utc;
use super::reads::{Page, Window};
use crate::lang::Lang;

/// A checked submission to store.
pub struct NewSubmission<'a> {
    /// The form.
    pub kind: &'a str,
    pub lang: Lang,
    /// The page it was sent from.
    pub page: Option<&'a str>,
    pub fields: &'a Value,
    /// The sender's address.
    pub client: String,
    /// The key of one submit, kept across its retries.
    pub idempotency_key: Option<&'a str>,
    /// The words the inbox's free-text search looks in.
    pub search_text: String,
    /// The uploads it attaches: field name, and the upload's id (`None` for a reference that
    /// names no upload).
    pub uploads: Vec<(String, Option<String>)>,
    /// Its notification mail, when mail is on.
    pub mail: Option<NewMail<'a>>,
}

/// The notification mail of a submission: one to each mailbox routed for its form, and one to
/// `also_to` (in Kazakh) when that is not among them.
pub struct NewMail<'a> {
    /// The domain of the mail's message ids.
    pub host: &'a str,
    pub also_to: Option<&'a str>,
    /// The subject and text of the mail about the submission with this id, in a language.
    pub compose: Box<dyn Fn(i64, Lang) -> (String, String) + Send + Sync + 'a>,
}

/// What a stored submission answers.
#[derive(Debug, Clone, Serialize, ToSchema, sqlx::FromRow)]
pub struct Receipt {
    pub id: i64,
    #[serde(rename = "type")]
    #[sqlx(rename = "type")]
    pub kind: String,
    /// UTC, RFC 3339.
    pub created_at: String,
}

/// A stored submission as `bilim applications export` writes it.
#[derive(Debug, sqlx::FromRow)]
pub struct ExportedSubmission {
    pub id: i64,
    #[sqlx(rename = "type")]
    pub kind: String,
    pub lang: String,
    pub page: Option<String>,
    /// The fields' JSON.
    pub fields: String,
    pub created_at: String,
}

/// What storing a submission came to.
#[derive(Debug)]
pub enum SubmissionOutcome {
    /// Stored, with this many notification mails queued.
    Stored { receipt: Receipt, mails: usize },
    /// Its idempotency key was used by an earlier submit of the same form: that one's receipt.
    Repeated(Receipt),
    /// Its idempotency key was used by a submit of another form.
    KeyTaken,
    /// The uploads of these fields are unknown or claimed already; nothing was stored.
    UploadsTaken(Vec<String>),
}

impl Store {
    /// The submission stored under an idempotency key, if any.
    pub async fn submission_by_key(&self, key: &str) -> anyhow::Result<Option<Receipt>> {
        Ok(
            sqlx::query_as("SELECT id, type, created_at FROM submissions WHERE idempotency_key = ?")
                .bind(key)
                .fetch_optional(&self.db)
                .await?,
        )
    }

    /// The submissions of form `kind` (or all) stored since day `since` (`YYYY-MM-DD`, or
    /// ever), oldest first.
    pub async fn submissions_to_export(
        &self,
        kind: Option<&str>,
        since: Option<&str>,
    ) -> anyhow::Result<Vec<ExportedSubmission>> {
        Ok(sqlx::query_as(
            "SELECT id, type, lang, page, fields, created_at FROM submissions
             WHERE (? IS NULL OR type = ?) AND (? IS NULL OR created_at >= ?) ORDER BY created_at, id",
        )
        .bind(kind)
        .bind(kind)
        .bind(since)
        .bind(since)
        .fetch_all(&self.db)
        .await?)
    }

    /// Stores a checked submission in one transaction: the submission, the claims of its uploads
    /// and its notification mail, all of it or nothing. The mail exists if and only if the
    /// submission does, and a failed submission keeps its uploads free.
    pub async fn save_submission(&self, submission: NewSubmission<'_>) -> anyhow::Result<SubmissionOutcome> {
        let mut tx = self.db.begin().await?;
        let created_at = now_utc();
        let inserted = sqlx::query(
            "INSERT INTO submissions (type, lang, page, fields, client, idempotency_key, created_at, search_text)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(submission.kind)
        .bind(submission.lang.code())
        .bind(submission.page)
        .bind(submission.fields.to_string())
        .bind(&submission.client)
        .bind(submission.idempotency_key)
        .bind(&created_at)
        .bind(&submission.search_text)
        .execute(&mut *tx)
        .await;
        let id = match inserted {
            Ok(done) => done.last_insert_rowid(),
            // The same submit arrived twice at once: the other one stored it.
            Err(sqlx::Error::Database(err)) if err.is_unique_violation() => {
                drop(tx);
                let key = submission.idempotency_key.unwrap_or_default();
                let receipt = self
                    .submission_by_key(key)
                    .await?
                    .ok_or_else(|| anyhow::anyhow!("a duplicate key vanished"))?;
                return Ok(if receipt.kind == submission.kind {
                    SubmissionOutcome::Repeated(receipt)
                } else {
                    SubmissionOutcome::KeyTaken
                });
            }
            Err(err) => return Err(err.into()),
        };
        let mut taken = Vec::new();
        for (field, upload) in &submission.uploads {
            let claimed = match upload {
                Some(upload) => {
                    sqlx::query("UPDATE uploads SET submission = ? WHERE id = ? AND submission IS NULL")
                        .bind(id)
                        .bind(upload)
                        .execute(&mut *tx)
                        .await?
                        .rows_affected()
                        == 1
                }
                None => false,
            };
            if !claimed {
                taken.push(field.clone());
            }
        }
        if !taken.is_empty() {
            return Ok(SubmissionOutcome::UploadsTaken(taken));
        }
        let mails = match &submission.mail {
            Some(mail) => super::outbox::enqueue_mail(&mut tx, mail, id, submission.kind).await?,
            None => 0,
        };
        tx.commit().await?;
        Ok(SubmissionOutcome::Stored {
            receipt: Receipt {
                id,
                kind: submission.kind.to_owned(),
                created_at,
            },
            mails,
        })
    }
}

/// What the inbox's list and export are filtered by (each already checked).
#[derive(Debug, Default, Clone)]
pub struct SubmissionFilter {
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
pub struct SubmissionRow {
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

impl SubmissionRow {
    pub fn fields(&self) -> serde_json::Map<String, Value> {
        match serde_json::from_str(&self.fields) {
            Ok(Value::Object(fields)) => fields,
            _ => serde_json::Map::new(),
        }
    }
}

const COLUMNS: &str = "SELECT s.id, s.type, s.lang, s.page, s.fields, s.status, s.assignee, u.email AS assignee_email,
    s.created_at, s.updated_at FROM submissions s LEFT JOIN staff_users u ON u.id = s.assignee";

fn push_filter(sql: &mut QueryBuilder<Sqlite>, filter: &SubmissionFilter) {
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

/// A file a visitor attached.
#[derive(Debug, sqlx::FromRow)]
pub struct SubmissionFile {
    pub id: String,
    pub stored_name: String,
    pub original_name: String,
    pub content_type: String,
    pub size: i64,
}

/// A note staff wrote on a submission.
#[derive(Debug, sqlx::FromRow)]
pub struct SubmissionNote {
    pub id: i64,
    pub at: String,
    pub email: String,
    pub text: String,
}

/// What a member of staff changes of a submission (each part checked already).
#[derive(Debug, Default)]
pub struct SubmissionChange {
    pub status: Option<&'static str>,
    /// Some(None) takes the submission off anyone's desk.
    pub assignee: Option<Option<(i64, String)>>,
    pub note: Option<String>,
}

/// A submission past keeping: its id, form and time.
#[derive(Debug, sqlx::FromRow)]
pub struct OldSubmission {
    pub id: i64,
    #[sqlx(rename = "type")]
    pub kind: String,
    pub created_at: String,
}

/// Submissions deleted: how many, and the stored names of their files, which are to go next.
#[derive(Debug)]
pub struct DeletedSubmissions {
    pub count: u64,
    pub files: Vec<String>,
}

impl Store {
    /// One page of the submissions `filter` lets through, newest first.
    pub async fn submissions_page(
        &self,
        filter: &SubmissionFilter,
        window: Window,
    ) -> anyhow::Result<Page<SubmissionRow>> {
        let mut count = QueryBuilder::<Sqlite>::new("SELECT COUNT(*) FROM submissions s");
        push_filter(&mut count, filter);
        let total: i64 = count.build_query_scalar().fetch_one(&self.db).await?;
        let mut sql = QueryBuilder::<Sqlite>::new(COLUMNS);
        push_filter(&mut sql, filter);
        sql.push(" ORDER BY s.created_at DESC, s.id DESC LIMIT ")
            .push_bind(i64::from(window.size))
            .push(" OFFSET ")
            .push_bind(window.offset());
        let rows = sql.build_query_as().fetch_all(&self.db).await?;
        Ok(Page {
            rows,
            total: u64::try_from(total).unwrap_or(0),
            window,
        })
    }

    /// The next `size` submissions `filter` lets through, newest first, after the one sent at
    /// `after` (its time and id): an export reads them so, a batch at a time, however many there
    /// are.
    pub async fn submissions_after(
        &self,
        filter: &SubmissionFilter,
        after: Option<&(String, i64)>,
        size: u32,
    ) -> anyhow::Result<Vec<SubmissionRow>> {
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
        Ok(sql.build_query_as().fetch_all(&self.db).await?)
    }

    /// Submissions nobody has looked at yet.
    pub async fn count_new_submissions(&self) -> anyhow::Result<i64> {
        Ok(
            sqlx::query_scalar("SELECT COUNT(*) FROM submissions WHERE status = 'new'")
                .fetch_one(&self.db)
                .await?,
        )
    }

    pub async fn submission(&self, id: i64) -> anyhow::Result<Option<SubmissionRow>> {
        let mut sql = QueryBuilder::<Sqlite>::new(COLUMNS);
        sql.push(" WHERE s.id = ").push_bind(id);
        Ok(sql.build_query_as().fetch_optional(&self.db).await?)
    }

    pub async fn submission_files(&self, submission: i64) -> anyhow::Result<Vec<SubmissionFile>> {
        Ok(sqlx::query_as(
            "SELECT id, stored_name, original_name, content_type, size FROM uploads WHERE submission = ? ORDER BY created_at, id",
        )
        .bind(submission)
        .fetch_all(&self.db)
        .await?)
    }

    /// The names of the files of submissions `ids`, by upload id: one query for a batch of an
    /// export.
    pub async fn submission_file_names(&self, ids: &[i64]) -> anyhow::Result<HashMap<String, String>> {
        if ids.is_empty() {
            return Ok(HashMap::new());
        }
        let mut sql = QueryBuilder::<Sqlite>::new("SELECT id, original_name FROM uploads WHERE submission IN (");
        let mut list = sql.separated(", ");
        for id in ids {
            list.push_bind(*id);
        }
        sql.push(")");
        let names: Vec<(String, String)> = sql.build_query_as().fetch_all(&self.db).await?;
        Ok(names.into_iter().collect())
    }

    /// File `file` of submission `submission`, if it is one of its files.
    pub async fn submission_file(&self, submission: i64, file: &str) -> anyhow::Result<Option<SubmissionFile>> {
        Ok(sqlx::query_as(
            "SELECT id, stored_name, original_name, content_type, size FROM uploads WHERE id = ? AND submission = ?",
        )
        .bind(file)
        .bind(submission)
        .fetch_optional(&self.db)
        .await?)
    }

    pub async fn submission_notes(&self, submission: i64) -> anyhow::Result<Vec<SubmissionNote>> {
        Ok(
            sqlx::query_as("SELECT id, at, email, text FROM submission_notes WHERE submission = ? ORDER BY id")
                .bind(submission)
                .fetch_all(&self.db)
                .await?,
        )
    }

    /// Applies `change` with one audit line per part, in one transaction; None when there is no
    /// such submission.
    pub async fn change_submission(
        &self,
        id: i64,
        change: &SubmissionChange,
        actor: &Actor<'_>,
    ) -> anyhow::Result<Option<()>> {
        let mut tx = self.db.begin().await?;
        let status: Option<String> = sqlx::query_scalar("SELECT status FROM submissions WHERE id = ?")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(before) = status else { return Ok(None) };
        let now = now_utc();
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

    /// Deletes submissions with their notes, mail and their files' records in one transaction;
    /// the files are the caller's to delete next. `audit` names who deleted them, one line each.
    pub async fn delete_submissions(
        &self,
        ids: &[i64],
        audit: Option<&Actor<'_>>,
    ) -> anyhow::Result<DeletedSubmissions> {
        let mut tx = self.db.begin().await?;
        let mut files = Vec::new();
        let mut count = 0;
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
            count += gone;
        }
        tx.commit().await?;
        Ok(DeletedSubmissions { count, files })
    }

    /// The submissions sent before `cutoff` (UTC, RFC 3339), oldest first: what the retention
    /// schedule deletes.
    pub async fn submissions_older_than(&self, cutoff: &str) -> anyhow::Result<Vec<OldSubmission>> {
        Ok(
            sqlx::query_as("SELECT id, type, created_at FROM submissions WHERE created_at < ? ORDER BY created_at, id")
                .bind(cutoff)
                .fetch_all(&self.db)
                .await?,
        )
    }

    /// The submissions stored without a search text (before the inbox existed): id and fields.
    pub async fn submissions_without_search_text(&self) -> anyhow::Result<Vec<(i64, Value)>> {
        let rows: Vec<(i64, String)> = sqlx::query_as("SELECT id, fields FROM submissions WHERE search_text = ''")
            .fetch_all(&self.db)
            .await?;
        Ok(rows
            .into_iter()
            .map(|(id, fields)| (id, serde_json::from_str(&fields).unwrap_or(Value::Null)))
            .collect())
    }

    /// Sets the search texts of submissions (id, text), in one transaction.
    pub async fn set_search_texts(&self, texts: &[(i64, String)]) -> anyhow::Result<()> {
        let mut tx = self.db.begin().await?;
        for (id, text) in texts {
            sqlx::query("UPDATE submissions SET search_text = ? WHERE id = ?")
                .bind(text)
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }
}
