//! Submissions: the visitor forms' requests, stored with their idempotency keys, the uploads they
//! claim and their notification mail in one transaction; and the reads that find them again.

use serde_json::Value;

use super::Store;
use super::clock::now_utc;
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
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SubmissionReceipt {
    pub id: i64,
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
    Stored { receipt: SubmissionReceipt, mails: usize },
    /// Its idempotency key was used by an earlier submit of the same form: that one's receipt.
    Repeated(SubmissionReceipt),
    /// Its idempotency key was used by a submit of another form.
    KeyTaken,
    /// The uploads of these fields are unknown or claimed already; nothing was stored.
    UploadsTaken(Vec<String>),
}

impl Store {
    /// The submission stored under an idempotency key, if any.
    pub async fn submission_by_key(&self, key: &str) -> anyhow::Result<Option<SubmissionReceipt>> {
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
            Some(mail) => enqueue_mail(&mut tx, mail, id, submission.kind).await?,
            None => 0,
        };
        tx.commit().await?;
        Ok(SubmissionOutcome::Stored {
            receipt: SubmissionReceipt {
                id,
                kind: submission.kind.to_owned(),
                created_at,
            },
            mails,
        })
    }
}

/// In the transaction that stores submission `id` of form `kind`: its notification mail, one per
/// routed mailbox (and `also_to`).
async fn enqueue_mail(
    tx: &mut sqlx::Transaction<'_, sqlx::Sqlite>,
    mail: &NewMail<'_>,
    id: i64,
    kind: &str,
) -> anyhow::Result<usize> {
    let mut recipients: Vec<(String, Lang)> =
        sqlx::query_as::<_, (String, String)>("SELECT email, lang FROM mail_routes WHERE form = ? ORDER BY email")
            .bind(kind)
            .fetch_all(&mut **tx)
            .await?
            .into_iter()
            .map(|(email, lang)| (email, Lang::from_code(Some(&lang))))
            .collect();
    if let Some(office) = mail.also_to
        && !recipients.iter().any(|(email, _)| email == office)
    {
        recipients.push((office.to_owned(), Lang::Kz));
    }
    let now = now_utc();
    let host = mail.host;
    for (recipient, lang) in &recipients {
        let (subject, body) = (mail.compose)(id, *lang);
        sqlx::query(
            "INSERT INTO outbox (submission, message_id, recipient, subject, body, next_attempt_at, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(id)
        .bind(format!("<{}.{id}@{host}>", crate::random_hex()?))
        .bind(recipient)
        .bind(subject)
        .bind(body)
        .bind(&now)
        .bind(&now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(recipients.len())
}
