//! The audit log: who did what, when: logins, saves, publishes, deletions, user changes.
//! Written in the same transaction as the change it records, and never touched by content loads.

use serde::Serialize;
use utoipa::ToSchema;

use super::Store;
use super::reads::{Page, Window};

/// One line of the log.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct AuditEntry {
    pub id: i64,
    /// UTC, RFC 3339.
    pub at: String,
    pub email: String,
    /// login, login-failed, logout, create, save, publish, schedule, unpublish, delete, restore,
    /// upload, user-create, user-update or user-delete.
    pub action: String,
    /// The content type, `media` or `users`.
    #[serde(rename = "type")]
    #[sqlx(rename = "type")]
    pub kind: Option<String>,
    pub item_id: Option<i64>,
    pub summary: String,
}

/// Who did it, from where.
pub struct Actor<'a> {
    pub user_id: Option<i64>,
    pub email: &'a str,
    pub client: String,
}

/// What is recorded.
pub struct Event<'a> {
    pub action: &'a str,
    pub kind: Option<&'a str>,
    pub item_id: Option<i64>,
    pub summary: String,
}

impl<'a> Event<'a> {
    pub fn new(action: &'a str, kind: Option<&'a str>, item_id: Option<i64>, summary: String) -> Self {
        Event {
            action,
            kind,
            item_id,
            summary,
        }
    }
}

/// Records `event` on `db`: a write's own transaction, so that the line exists if and only if
/// the change does.
pub(super) async fn record<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Sqlite>,
    actor: &Actor<'_>,
    event: Event<'_>,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO audit_log (at, user_id, email, action, type, item_id, summary, client)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(super::clock::now_utc())
    .bind(actor.user_id)
    .bind(actor.email)
    .bind(event.action)
    .bind(event.kind)
    .bind(event.item_id)
    .bind(event.summary)
    .bind(&actor.client)
    .execute(db)
    .await?;
    Ok(())
}

/// `record` on the store's seam, for the writes that have moved onto it (items, media, loads).
pub(super) async fn record_on(
    tx: &mut Box<dyn super::backend::Transaction>,
    actor: &Actor<'_>,
    event: Event<'_>,
) -> Result<(), super::StoreError> {
    super::sql::Sql::new(
        "INSERT INTO audit_log (at, user_id, email, action, type, item_id, summary, client)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(time::OffsetDateTime::now_utc())
    .bind(actor.user_id)
    .bind(actor.email)
    .bind(event.action)
    .bind(event.kind)
    .bind(event.item_id)
    .bind(event.summary)
    .bind(&actor.client)
    .execute(tx)
    .await?;
    Ok(())
}

impl Store {
    /// Records an event that changes nothing else (a login, a logout, a refused login).
    pub async fn record_audit(&self, actor: &Actor<'_>, event: Event<'_>) -> anyhow::Result<()> {
        Ok(record(&self.db, actor, event).await?)
    }

    /// A page of the log, newest first.
    pub async fn audit_page(&self, window: Window) -> anyhow::Result<Page<AuditEntry>> {
        let (total,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM audit_log")
            .fetch_one(&self.db)
            .await?;
        let rows = sqlx::query_as(
            "SELECT id, at, email, action, type, item_id, summary FROM audit_log ORDER BY at DESC, id DESC
             LIMIT ? OFFSET ?",
        )
        .bind(i64::from(window.size))
        .bind(window.offset())
        .fetch_all(&self.db)
        .await?;
        Ok(Page {
            rows,
            total: u64::try_from(total).unwrap_or_default(),
            window,
        })
    }
}
