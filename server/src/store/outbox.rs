//! The mail queue: notification mail written in the transaction that stores its submission, the
//! sender's reads of what is due and its notes of each attempt, staff's view of the queue, and
//! the routing of each form's mail to mailboxes.

use serde::Serialize;
use utoipa::ToSchema;

use super::Store;
use super::audit::{self, Actor, Event};
use super::clock::{now_utc, utc_text};
use super::reads::{Page, Window};
use super::submissions::NewMail;
use crate::lang::Lang;

/// A mail due to be sent.
#[derive(Debug, sqlx::FromRow)]
pub struct DueMail {
    pub id: i64,
    pub message_id: String,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    /// Attempts made so far.
    pub attempts: i64,
}

/// How an attempt to send a mail went.
#[derive(Debug)]
pub enum MailAttempt {
    Sent {
        id: i64,
        /// Attempts made, this one included.
        attempts: i64,
    },
    NotSent {
        id: i64,
        attempts: i64,
        error: String,
        /// No more attempts: the mail has failed.
        given_up: bool,
        next_attempt_at: time::OffsetDateTime,
    },
}

/// A notification mail as staff see it.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MailView {
    pub id: i64,
    pub submission: Option<i64>,
    pub recipient: String,
    pub subject: String,
    /// pending, sent or failed.
    pub status: String,
    pub attempts: i64,
    pub last_error: Option<String>,
    pub next_attempt_at: String,
    pub created_at: String,
    pub sent_at: Option<String>,
}

const MAIL_COLUMNS: &str = "SELECT id, submission, recipient, subject, status, attempts, last_error, next_attempt_at, created_at, sent_at FROM outbox";

/// One mailbox told of one form's submissions, in its language (a code).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MailRoute {
    pub form: String,
    pub email: String,
    pub lang: String,
}

impl Store {
    /// Up to `limit` pending mails whose next attempt is due, the longest due first.
    pub async fn due_mail(&self, limit: i64) -> anyhow::Result<Vec<DueMail>> {
        Ok(sqlx::query_as(
            "SELECT id, message_id, recipient, subject, body, attempts FROM outbox
             WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
        )
        .bind(now_utc())
        .bind(limit)
        .fetch_all(&self.db)
        .await?)
    }

    /// Notes how a batch of attempts went, in one transaction (one write, not one a mail, so the
    /// sender keeps out of the submissions' way).
    pub async fn note_mail_attempts(&self, attempts: &[MailAttempt]) -> anyhow::Result<()> {
        let now = now_utc();
        let mut tx = self.db.begin().await?;
        for attempt in attempts {
            match attempt {
                MailAttempt::Sent { id, attempts } => {
                    sqlx::query(
                        "UPDATE outbox SET status = 'sent', sent_at = ?, attempts = ?, last_error = NULL WHERE id = ?",
                    )
                    .bind(&now)
                    .bind(attempts)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                }
                MailAttempt::NotSent {
                    id,
                    attempts,
                    error,
                    given_up,
                    next_attempt_at,
                } => {
                    let status = if *given_up { "failed" } else { "pending" };
                    sqlx::query(
                        "UPDATE outbox SET status = ?, attempts = ?, last_error = ?, next_attempt_at = ? WHERE id = ?",
                    )
                    .bind(status)
                    .bind(attempts)
                    .bind(error)
                    .bind(utc_text(*next_attempt_at))
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                }
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// When the next pending mail is due, if any is pending.
    pub async fn next_mail_due(&self) -> anyhow::Result<Option<time::OffsetDateTime>> {
        let next: Option<String> =
            sqlx::query_scalar("SELECT MIN(next_attempt_at) FROM outbox WHERE status = 'pending'")
                .fetch_one(&self.db)
                .await?;
        Ok(next.and_then(|at| time::OffsetDateTime::parse(&at, &time::format_description::well_known::Rfc3339).ok()))
    }

    /// The mail of one submission.
    pub async fn mail_of_submission(&self, submission: i64) -> anyhow::Result<Vec<MailView>> {
        Ok(sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "{MAIL_COLUMNS} WHERE submission = ? ORDER BY id"
        )))
        .bind(submission)
        .fetch_all(&self.db)
        .await?)
    }

    /// One page of the mail with `status` (or all), newest first.
    pub async fn mail_page(&self, status: Option<&str>, window: Window) -> anyhow::Result<Page<MailView>> {
        let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE (? IS NULL OR status = ?)")
            .bind(status)
            .bind(status)
            .fetch_one(&self.db)
            .await?;
        let rows: Vec<MailView> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "{MAIL_COLUMNS} WHERE (? IS NULL OR status = ?) ORDER BY id DESC LIMIT ? OFFSET ?"
        )))
        .bind(status)
        .bind(status)
        .bind(i64::from(window.size))
        .bind(window.offset())
        .fetch_all(&self.db)
        .await?;
        Ok(Page {
            rows,
            total: u64::try_from(total).unwrap_or(0),
            window,
        })
    }

    pub async fn mail(&self, id: i64) -> anyhow::Result<MailView> {
        Ok(
            sqlx::query_as(sqlx::AssertSqlSafe(format!("{MAIL_COLUMNS} WHERE id = ?")))
                .bind(id)
                .fetch_one(&self.db)
                .await?,
        )
    }

    /// Makes mail `id` pending and due now, whatever it was, with an audit line naming `actor`,
    /// in one transaction: false when there is no such mail.
    pub async fn resend_mail(&self, id: i64, actor: &Actor<'_>) -> anyhow::Result<bool> {
        let mut tx = self.db.begin().await?;
        let changed = sqlx::query(
            "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, sent_at = NULL WHERE id = ?",
        )
        .bind(now_utc())
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if changed == 0 {
            return Ok(false);
        }
        let submission: Option<i64> = sqlx::query_scalar("SELECT submission FROM outbox WHERE id = ?")
            .bind(id)
            .fetch_one(&mut *tx)
            .await?;
        audit::record(
            &mut *tx,
            actor,
            Event::new("mail-resend", Some("applications"), submission, format!("mail {id}")),
        )
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Which mailboxes are told of which form's submissions.
    pub async fn mail_routes(&self) -> anyhow::Result<Vec<MailRoute>> {
        Ok(
            sqlx::query_as("SELECT form, email, lang FROM mail_routes ORDER BY form, email")
                .fetch_all(&self.db)
                .await?,
        )
    }

    /// Replaces the routing of notifications, with its audit line, in one transaction.
    pub async fn set_mail_routes(
        &self,
        routes: &[MailRoute],
        actor: &Actor<'_>,
        event: Event<'_>,
    ) -> anyhow::Result<()> {
        let mut tx = self.db.begin().await?;
        sqlx::query("DELETE FROM mail_routes").execute(&mut *tx).await?;
        for route in routes {
            sqlx::query("INSERT INTO mail_routes (form, email, lang) VALUES (?, ?, ?)")
                .bind(&route.form)
                .bind(&route.email)
                .bind(&route.lang)
                .execute(&mut *tx)
                .await?;
        }
        audit::record(&mut *tx, actor, event).await?;
        tx.commit().await?;
        Ok(())
    }
}

/// In the transaction that stores submission `id` of form `kind`: its notification mail, one per
/// routed mailbox (and `also_to`).
pub(super) async fn enqueue_mail(
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
