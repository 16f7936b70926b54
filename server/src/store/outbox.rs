//! The mail queue: notification mail written in the transaction that stores its submission, the
//! sender's reads of what is due and its notes of each attempt, staff's view of the queue, and
//! the routing of each form's mail to mailboxes.

use serde::Serialize;
use time::OffsetDateTime;
use utoipa::ToSchema;

use super::Store;
use super::audit::{self, Actor, Event};
use super::backend::{Begin, Transaction};
use super::error::StoreError;
use super::reads::{Page, Window};
use super::sql::{Sql, read_row};
use super::submissions::NewMail;
use crate::lang::Lang;

/// A mail due to be sent, claimed by one worker.
#[derive(Debug)]
pub struct DueMail {
    pub id: i64,
    pub message_id: String,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    /// Attempts made so far.
    pub attempts: i64,
}

read_row!(DueMail {
    id,
    message_id,
    recipient,
    subject,
    body,
    attempts
});

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
        next_attempt_at: OffsetDateTime,
    },
}

/// A notification mail as staff see it.
#[derive(Debug, Serialize, ToSchema)]
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

read_row!(MailView {
    id,
    submission,
    recipient,
    subject,
    status,
    attempts,
    last_error,
    next_attempt_at,
    created_at,
    sent_at,
});

const MAIL_COLUMNS: &str = "SELECT id, submission, recipient, subject, status, attempts, last_error, next_attempt_at, created_at, sent_at FROM outbox";

/// One mailbox told of one form's submissions, in its language (a code).
#[derive(Debug, Clone)]
pub struct MailRoute {
    pub form: String,
    pub email: String,
    pub lang: String,
}

read_row!(MailRoute { form, email, lang });

impl Store {
    /// Claims up to `limit` pending mails whose next attempt is due, the longest due first, for
    /// `worker` until `until`: no other worker takes them before then, however many processes
    /// share the database. A claim whose time ran out (its worker died) is taken over.
    pub async fn claim_due_mail(
        &self,
        worker: &str,
        limit: u32,
        until: OffsetDateTime,
    ) -> Result<Vec<DueMail>, StoreError> {
        let now = OffsetDateTime::now_utc();
        let mut tx = self.database().begin(Begin::Write).await?;
        let claimed = Sql::new(format!(
            "UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE id IN (
                SELECT id FROM outbox
                WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
                ORDER BY next_attempt_at, id LIMIT {limit} {}
             ) RETURNING id, message_id, recipient, subject, body, attempts",
            self.database().skip_locked()
        ))
        .bind(worker)
        .bind(until)
        .bind(now)
        .bind(now)
        .all(&mut tx)
        .await?;
        tx.commit().await?;
        Ok(claimed)
    }

    /// Notes how a batch of `worker`'s attempts went and lets go of the mails, in one transaction
    /// (one write, not one a mail, so the sender keeps out of the submissions' way). A mail whose
    /// claim `worker` no longer holds (it ran out and another took it) is left to the other.
    pub async fn note_mail_attempts(&self, worker: &str, attempts: &[MailAttempt]) -> Result<(), StoreError> {
        let now = OffsetDateTime::now_utc();
        let mut tx = self.database().begin(Begin::Write).await?;
        for attempt in attempts {
            let note = match attempt {
                MailAttempt::Sent { id, attempts } => Sql::new(
                    "UPDATE outbox SET status = 'sent', sent_at = ?, attempts = ?, last_error = NULL,
                     claimed_by = NULL, claimed_until = NULL WHERE id = ? AND claimed_by = ?",
                )
                .bind(now)
                .bind(*attempts)
                .bind(*id),
                MailAttempt::NotSent {
                    id,
                    attempts,
                    error,
                    given_up,
                    next_attempt_at,
                } => Sql::new(
                    "UPDATE outbox SET status = ?, attempts = ?, last_error = ?, next_attempt_at = ?,
                     claimed_by = NULL, claimed_until = NULL WHERE id = ? AND claimed_by = ?",
                )
                .bind(if *given_up { "failed" } else { "pending" })
                .bind(*attempts)
                .bind(error)
                .bind(*next_attempt_at)
                .bind(*id),
            };
            note.bind(worker).execute(&mut tx).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// When the next pending mail is due, if any is pending: a mail another worker holds is due
    /// when its claim runs out.
    pub async fn next_mail_due(&self) -> Result<Option<OffsetDateTime>, StoreError> {
        Sql::new(
            "SELECT CASE WHEN claimed_until > next_attempt_at THEN claimed_until ELSE next_attempt_at END AS due
             FROM outbox WHERE status = 'pending' ORDER BY due LIMIT 1",
        )
        .first(self.database())
        .await
    }

    /// The mail of one submission.
    pub async fn mail_of_submission(&self, submission: i64) -> Result<Vec<MailView>, StoreError> {
        Sql::new(format!("{MAIL_COLUMNS} WHERE submission = ? ORDER BY id"))
            .bind(submission)
            .all(self.database())
            .await
    }

    /// One page of the mail with `status` (or all), newest first.
    pub async fn mail_page(&self, status: Option<&str>, window: Window) -> Result<Page<MailView>, StoreError> {
        let total: i64 = Sql::new("SELECT COUNT(*) FROM outbox WHERE (? IS NULL OR status = ?)")
            .bind(status)
            .bind(status)
            .one(self.database())
            .await?;
        let mut sql = Sql::new(format!(
            "{MAIL_COLUMNS} WHERE (? IS NULL OR status = ?) ORDER BY id DESC"
        ))
        .bind(status)
        .bind(status);
        sql.push_limit(window.size, window.offset());
        let rows = sql.all(self.database()).await?;
        Ok(Page {
            rows,
            total: u64::try_from(total).unwrap_or(0),
            window,
        })
    }

    pub async fn mail(&self, id: i64) -> Result<MailView, StoreError> {
        Sql::new(format!("{MAIL_COLUMNS} WHERE id = ?"))
            .bind(id)
            .one(self.database())
            .await
    }

    /// Makes mail `id` pending and due now, whatever it was, with an audit line naming `actor`,
    /// in one transaction: false when there is no such mail.
    pub async fn resend_mail(&self, id: i64, actor: &Actor<'_>) -> Result<bool, StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        let submission: Option<Option<i64>> = Sql::new(
            "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, sent_at = NULL WHERE id = ?
             RETURNING submission",
        )
        .bind(OffsetDateTime::now_utc())
        .bind(id)
        .first(&mut tx)
        .await?;
        let Some(submission) = submission else {
            return Ok(false);
        };
        let event = Event::new("mail-resend", Some("applications"), submission, format!("mail {id}"));
        audit::record(&mut tx, actor, event).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Which mailboxes are told of which form's submissions.
    pub async fn mail_routes(&self) -> Result<Vec<MailRoute>, StoreError> {
        Sql::new("SELECT form, email, lang FROM mail_routes ORDER BY form, email")
            .all(self.database())
            .await
    }

    /// Replaces the routing of notifications, with its audit line, in one transaction.
    pub async fn set_mail_routes(
        &self,
        routes: &[MailRoute],
        actor: &Actor<'_>,
        event: Event<'_>,
    ) -> Result<(), StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        Sql::new("DELETE FROM mail_routes").execute(&mut tx).await?;
        for route in routes {
            Sql::new("INSERT INTO mail_routes (form, email, lang) VALUES (?, ?, ?)")
                .bind(&route.form)
                .bind(&route.email)
                .bind(&route.lang)
                .execute(&mut tx)
                .await?;
        }
        audit::record(&mut tx, actor, event).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Every mail, oldest first: what a test reads of the queue (staff page through it instead).
    pub async fn all_mail(&self) -> Result<Vec<MailView>, StoreError> {
        Sql::new(format!("{MAIL_COLUMNS} ORDER BY id"))
            .all(self.database())
            .await
    }

    /// Fails every mail as if its last attempt had failed (what a test does to reach a failed
    /// mail without waiting for every attempt); answers how many.
    pub async fn fail_all_mail(&self, attempts: i64) -> Result<u64, StoreError> {
        Sql::new("UPDATE outbox SET status = 'failed', attempts = ?")
            .bind(attempts)
            .execute(self.database())
            .await
    }
}

/// In the transaction that stores submission `id` of form `kind`: its notification mail, one per
/// routed mailbox (and `also_to`).
pub(super) async fn enqueue_mail(
    tx: &mut Box<dyn Transaction>,
    mail: &NewMail<'_>,
    id: i64,
    kind: &str,
) -> Result<usize, StoreError> {
    let routes: Vec<(String, String)> = Sql::new("SELECT email, lang FROM mail_routes WHERE form = ? ORDER BY email")
        .bind(kind)
        .all(&mut *tx)
        .await?;
    let mut recipients: Vec<(String, Lang)> = routes
        .into_iter()
        .map(|(email, lang)| (email, Lang::from_code(Some(&lang))))
        .collect();
    if let Some(office) = mail.also_to
        && !recipients.iter().any(|(email, _)| email == office)
    {
        recipients.push((office.to_owned(), Lang::Kz));
    }
    let now = OffsetDateTime::now_utc();
    let host = mail.host;
    for (recipient, lang) in &recipients {
        let (subject, body) = (mail.compose)(id, *lang);
        Sql::new(
            "INSERT INTO outbox (submission, message_id, recipient, subject, body, next_attempt_at, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(id)
        .bind(format!("<{}.{id}@{host}>", crate::random_hex()?))
        .bind(recipient)
        .bind(subject)
        .bind(body)
        .bind(now)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    }
    Ok(recipients.len())
}
