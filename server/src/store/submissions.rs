//! Submissions: the visitor forms' requests, stored with their idempotency keys, the uploads they
//! claim and their notification mail in one transaction; the inbox's reads of them (filtered and
//! paged, one with its files and notes), what staff change of one (each change audited in its
//! transaction), and their deletion.

use std::collections::HashMap;

use serde::Serialize;
use serde_json::Value;
use time::{Date, OffsetDateTime};
use utoipa::ToSchema;

use super::Store;
use super::audit::{self, Actor, Event};
use super::backend::{Begin, Transaction};
use super::clock::utc_text;
use super::error::StoreError;
use super::reads::{Page, Window};
use super::sql::{Cell, FromCell, Sql, read_row};
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
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Receipt {
    pub id: i64,
    #[serde(rename = "type")]
    pub kind: String,
    /// UTC, RFC 3339.
    pub created_at: String,
}

read_row!(Receipt { id, kind = "type", created_at });

/// A stored submission as `bilim applications export` writes it.
#[derive(Debug)]
pub struct ExportedSubmission {
    pub id: i64,
    pub kind: String,
    pub lang: String,
    pub page: Option<String>,
    /// The fields' JSON.
    pub fields: String,
    pub created_at: String,
}

read_row!(ExportedSubmission { id, kind = "type", lang, page, fields, created_at });

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
    pub async fn submission_by_key(&self, key: &str) -> Result<Option<Receipt>, StoreError> {
        Sql::new("SELECT id, type, created_at FROM submissions WHERE idempotency_key = ?")
            .bind(key)
            .first(self.database())
            .await
    }

    /// The submissions of form `kind` (or all) stored since day `since` (UTC, or ever), oldest
    /// first.
    pub async fn submissions_to_export(
        &self,
        kind: Option<&str>,
        since: Option<Date>,
    ) -> Result<Vec<ExportedSubmission>, StoreError> {
        let since = since.map(|day| day.midnight().assume_utc());
        Sql::new(
            "SELECT id, type, lang, page, fields, created_at FROM submissions
             WHERE (? IS NULL OR type = ?) AND (? IS NULL OR created_at >= ?) ORDER BY created_at, id",
        )
        .bind(kind)
        .bind(kind)
        .bind(since)
        .bind(since)
        .all(self.database())
        .await
    }

    /// Stores a checked submission in one transaction: the submission, the claims of its uploads
    /// and its notification mail, all of it or nothing. The mail exists if and only if the
    /// submission does, and a failed submission keeps its uploads free.
    pub async fn save_submission(&self, submission: NewSubmission<'_>) -> Result<SubmissionOutcome, StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        let created_at = OffsetDateTime::now_utc();
        let inserted = Sql::new(
            "INSERT INTO submissions (type, lang, page, fields, client, idempotency_key, created_at, search_text)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(submission.kind)
        .bind(submission.lang.code())
        .bind(submission.page)
        .bind(submission.fields.to_string())
        .bind(&submission.client)
        .bind(submission.idempotency_key)
        .bind(created_at)
        .bind(&submission.search_text)
        .one::<i64>(&mut tx)
        .await;
        let id = match inserted {
            Ok(id) => id,
            // The same submit arrived twice at once: the other one stored it.
            Err(StoreError::Taken(_)) => {
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
            Err(err) => return Err(err),
        };
        let mut taken = Vec::new();
        for (field, upload) in &submission.uploads {
            let claimed = match upload {
                Some(upload) => {
                    Sql::new("UPDATE uploads SET submission = ? WHERE id = ? AND submission IS NULL")
                        .bind(id)
                        .bind(upload)
                        .execute(&mut tx)
                        .await?
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
                created_at: utc_text(created_at),
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
    /// Sent on or after this day (UTC).
    pub from: Option<Date>,
    /// Sent before this day: the day after the last one asked for.
    pub before: Option<Date>,
    pub lang: Option<Lang>,
    /// Lower-cased words each of which the names, contacts or messages contain.
    pub words: Vec<String>,
}

/// A submission as the inbox reads it.
#[derive(Debug)]
pub struct SubmissionRow {
    pub id: i64,
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

read_row!(SubmissionRow {
    id,
    kind = "type",
    lang,
    page,
    fields,
    status,
    assignee,
    assignee_email,
    created_at,
    updated_at,
});

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

fn push_filter(sql: &mut Sql, filter: &SubmissionFilter) {
    sql.push(" WHERE 1 = 1");
    if let Some(kind) = filter.kind {
        sql.push(" AND s.type = ").push_bind(kind);
    }
    if let Some(status) = filter.status {
        sql.push(" AND s.status = ").push_bind(status);
    }
    if let Some(from) = filter.from {
        sql.push(" AND s.created_at >= ")
            .push_bind(from.midnight().assume_utc());
    }
    if let Some(before) = filter.before {
        sql.push(" AND s.created_at < ")
            .push_bind(before.midnight().assume_utc());
    }
    if let Some(lang) = filter.lang {
        sql.push(" AND s.lang = ").push_bind(lang.code());
    }
    // The search text and the words are lower-cased alike, so LIKE finds the same on SQLite
    // (which ignores the case of ASCII letters) and PostgreSQL (which does not).
    for word in &filter.words {
        sql.push(" AND s.search_text LIKE ")
            .push_bind(contains(word))
            .push(" ESCAPE '\\'");
    }
}

/// The LIKE pattern of a text containing `word`, its wildcards taken as themselves.
fn contains(word: &str) -> String {
    let mut pattern = String::with_capacity(word.len() + 2);
    pattern.push('%');
    for c in word.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

/// A file a visitor attached.
#[derive(Debug)]
pub struct SubmissionFile {
    pub id: String,
    pub stored_name: String,
    pub original_name: String,
    pub content_type: String,
    pub size: i64,
}

read_row!(SubmissionFile {
    id,
    stored_name,
    original_name,
    content_type,
    size
});

/// A note staff wrote on a submission.
#[derive(Debug)]
pub struct SubmissionNote {
    pub id: i64,
    pub at: String,
    pub email: String,
    pub text: String,
}

read_row!(SubmissionNote { id, at, email, text });

/// What a member of staff changes of a submission (each part checked already).
#[derive(Debug, Default)]
pub struct SubmissionChange {
    pub status: Option<&'static str>,
    /// Some(None) takes the submission off anyone's desk.
    pub assignee: Option<Option<(i64, String)>>,
    pub note: Option<String>,
}

/// A submission past keeping: its id, form and time.
#[derive(Debug)]
pub struct OldSubmission {
    pub id: i64,
    pub kind: String,
    pub created_at: String,
}

read_row!(OldSubmission { id, kind = "type", created_at });

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
    ) -> Result<Page<SubmissionRow>, StoreError> {
        let mut count = Sql::new("SELECT COUNT(*) FROM submissions s");
        push_filter(&mut count, filter);
        let total: i64 = count.one(self.database()).await?;
        let mut sql = Sql::new(COLUMNS);
        push_filter(&mut sql, filter);
        sql.push(" ORDER BY s.created_at DESC, s.id DESC")
            .push_limit(window.size, window.offset());
        let rows = sql.all(self.database()).await?;
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
    ) -> Result<Vec<SubmissionRow>, StoreError> {
        let mut sql = Sql::new(COLUMNS);
        push_filter(&mut sql, filter);
        if let Some((created_at, id)) = after {
            let created_at =
                OffsetDateTime::from_cell(Cell::Text(created_at)).map_err(|reason| StoreError::Column {
                    name: "created_at".to_owned(),
                    reason,
                })?;
            sql.push(" AND (s.created_at < ")
                .push_bind(created_at)
                .push(" OR (s.created_at = ")
                .push_bind(created_at)
                .push(" AND s.id < ")
                .push_bind(*id)
                .push("))");
        }
        sql.push(" ORDER BY s.created_at DESC, s.id DESC").push_limit(size, 0);
        sql.all(self.database()).await
    }

    /// Submissions nobody has looked at yet.
    pub async fn count_new_submissions(&self) -> Result<i64, StoreError> {
        Sql::new("SELECT COUNT(*) FROM submissions WHERE status = 'new'")
            .one(self.database())
            .await
    }

    pub async fn submission(&self, id: i64) -> Result<Option<SubmissionRow>, StoreError> {
        let mut sql = Sql::new(COLUMNS);
        sql.push(" WHERE s.id = ").push_bind(id);
        sql.first(self.database()).await
    }

    pub async fn submission_files(&self, submission: i64) -> Result<Vec<SubmissionFile>, StoreError> {
        Sql::new(
            "SELECT id, stored_name, original_name, content_type, size FROM uploads WHERE submission = ?
             ORDER BY created_at, id",
        )
        .bind(submission)
        .all(self.database())
        .await
    }

    /// The names of the files of submissions `ids`, by upload id: one query for a batch of an
    /// export.
    pub async fn submission_file_names(&self, ids: &[i64]) -> Result<HashMap<String, String>, StoreError> {
        if ids.is_empty() {
            return Ok(HashMap::new());
        }
        let mut sql = Sql::new("SELECT id, original_name FROM uploads WHERE submission IN (");
        sql.push_binds(ids.iter().copied()).push(")");
        let names: Vec<(String, String)> = sql.all(self.database()).await?;
        Ok(names.into_iter().collect())
    }

    /// File `file` of submission `submission`, if it is one of its files.
    pub async fn submission_file(&self, submission: i64, file: &str) -> Result<Option<SubmissionFile>, StoreError> {
        Sql::new(
            "SELECT id, stored_name, original_name, content_type, size FROM uploads WHERE id = ? AND submission = ?",
        )
        .bind(file)
        .bind(submission)
        .first(self.database())
        .await
    }

    pub async fn submission_notes(&self, submission: i64) -> Result<Vec<SubmissionNote>, StoreError> {
        Sql::new("SELECT id, at, email, text FROM submission_notes WHERE submission = ? ORDER BY id")
            .bind(submission)
            .all(self.database())
            .await
    }

    /// Applies `change` with one audit line per part, in one transaction; None when there is no
    /// such submission.
    pub async fn change_submission(
        &self,
        id: i64,
        change: &SubmissionChange,
        actor: &Actor<'_>,
    ) -> Result<Option<()>, StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        let status: Option<String> = Sql::new("SELECT status FROM submissions WHERE id = ?")
            .bind(id)
            .first(&mut tx)
            .await?;
        let Some(before) = status else { return Ok(None) };
        let now = OffsetDateTime::now_utc();
        let event = |action, summary| Event::new(action, Some("applications"), Some(id), summary);
        if let Some(status) = change.status
            && status != before
        {
            Sql::new("UPDATE submissions SET status = ?, updated_at = ? WHERE id = ?")
                .bind(status)
                .bind(now)
                .bind(id)
                .execute(&mut tx)
                .await?;
            audit::record(
                &mut tx,
                actor,
                event("application-status", format!("{before} → {status}")),
            )
            .await?;
        }
        if let Some(assignee) = &change.assignee {
            Sql::new("UPDATE submissions SET assignee = ?, updated_at = ? WHERE id = ?")
                .bind(assignee.as_ref().map(|(id, _)| *id))
                .bind(now)
                .bind(id)
                .execute(&mut tx)
                .await?;
            let whom = assignee.as_ref().map_or_else(String::new, |(_, email)| email.clone());
            audit::record(&mut tx, actor, event("application-assign", whom)).await?;
        }
        if let Some(text) = &change.note {
            Sql::new("INSERT INTO submission_notes (submission, at, user_id, email, text) VALUES (?, ?, ?, ?, ?)")
                .bind(id)
                .bind(now)
                .bind(actor.user_id)
                .bind(actor.email)
                .bind(text)
                .execute(&mut tx)
                .await?;
            Sql::new("UPDATE submissions SET updated_at = ? WHERE id = ?")
                .bind(now)
                .bind(id)
                .execute(&mut tx)
                .await?;
            audit::record(&mut tx, actor, event("application-note", String::new())).await?;
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
    ) -> Result<DeletedSubmissions, StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        let deleted = delete_in(&mut tx, ids, audit).await?;
        tx.commit().await?;
        Ok(deleted)
    }

    /// Deletes the submissions sent before `cutoff`, as `delete_submissions` does, with one audit
    /// line for all of them (naming `actor` and `cutoff`) when there were any, in one write
    /// transaction: of two purges at once, the second finds nothing left and says nothing.
    pub async fn purge_submissions(
        &self,
        cutoff: OffsetDateTime,
        actor: &Actor<'_>,
    ) -> Result<DeletedSubmissions, StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        let ids: Vec<i64> = Sql::new("SELECT id FROM submissions WHERE created_at < ? ORDER BY created_at, id")
            .bind(cutoff)
            .all(&mut tx)
            .await?;
        let deleted = delete_in(&mut tx, &ids, None).await?;
        if deleted.count > 0 {
            let summary = format!("{} submissions sent before {}", deleted.count, utc_text(cutoff));
            let event = Event::new("application-purge", Some("applications"), None, summary);
            audit::record(&mut tx, actor, event).await?;
        }
        tx.commit().await?;
        Ok(deleted)
    }

    /// The submissions sent before `cutoff`, oldest first: what the retention schedule deletes.
    pub async fn submissions_older_than(&self, cutoff: OffsetDateTime) -> Result<Vec<OldSubmission>, StoreError> {
        Sql::new("SELECT id, type, created_at FROM submissions WHERE created_at < ? ORDER BY created_at, id")
            .bind(cutoff)
            .all(self.database())
            .await
    }

    /// The submissions stored without a search text (before the inbox existed): id and fields.
    pub async fn submissions_without_search_text(&self) -> Result<Vec<(i64, Value)>, StoreError> {
        let rows: Vec<(i64, String)> = Sql::new("SELECT id, fields FROM submissions WHERE search_text = ''")
            .all(self.database())
            .await?;
        Ok(rows
            .into_iter()
            .map(|(id, fields)| (id, serde_json::from_str(&fields).unwrap_or(Value::Null)))
            .collect())
    }

    /// The addresses the submissions were sent from, by id: what a test reads (staff never see
    /// them).
    pub async fn submission_clients(&self) -> Result<Vec<String>, StoreError> {
        Sql::new("SELECT client FROM submissions ORDER BY id")
            .all(self.database())
            .await
    }

    /// Stores submissions of form `kind` from `client` (each its fields and when it was sent) in
    /// one transaction, without uploads, mail or search text: what a test of a large inbox does
    /// (a visitor's submission is stored by `save_submission`).
    pub async fn store_sent_submissions(
        &self,
        kind: &str,
        lang: Lang,
        client: &str,
        sent: &[(Value, OffsetDateTime)],
    ) -> Result<(), StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        for (fields, created_at) in sent {
            Sql::new(
                "INSERT INTO submissions (type, lang, fields, client, created_at, search_text)
                 VALUES (?, ?, ?, ?, ?, '')",
            )
            .bind(kind)
            .bind(lang.code())
            .bind(fields.to_string())
            .bind(client)
            .bind(*created_at)
            .execute(&mut tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Dates submission `id` back to `at`, as if it had been sent then: what a test of retention
    /// does instead of waiting for years.
    pub async fn backdate_submission(&self, id: i64, at: OffsetDateTime) -> Result<u64, StoreError> {
        Sql::new("UPDATE submissions SET created_at = ? WHERE id = ?")
            .bind(at)
            .bind(id)
            .execute(self.database())
            .await
    }

    /// Sets the search texts of submissions (id, text), in one transaction.
    pub async fn set_search_texts(&self, texts: &[(i64, String)]) -> Result<(), StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        for (id, text) in texts {
            Sql::new("UPDATE submissions SET search_text = ? WHERE id = ?")
                .bind(text)
                .bind(*id)
                .execute(&mut tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }
}

/// In a write transaction: deletes submissions `ids` with their notes, mail and their files'
/// records (an audit line each naming `audit`, if given); answers how many went and their files.
async fn delete_in(
    tx: &mut Box<dyn Transaction>,
    ids: &[i64],
    audit: Option<&Actor<'_>>,
) -> Result<DeletedSubmissions, StoreError> {
    let mut files = Vec::new();
    let mut count = 0;
    for id in ids {
        let stored: Vec<String> = Sql::new("DELETE FROM uploads WHERE submission = ? RETURNING stored_name")
            .bind(*id)
            .all(&mut *tx)
            .await?;
        files.extend(stored);
        let gone = Sql::new("DELETE FROM submissions WHERE id = ?")
            .bind(*id)
            .execute(&mut *tx)
            .await?;
        if gone > 0
            && let Some(actor) = audit
        {
            let event = Event::new("application-delete", Some("applications"), Some(*id), String::new());
            audit::record(&mut *tx, actor, event).await?;
        }
        count += gone;
    }
    Ok(DeletedSubmissions { count, files })
}
