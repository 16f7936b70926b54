//! The audit log: who did what, when: logins, saves, publishes, deletions, user changes.
//! Written in the same transaction as the change it records, and never touched by content loads.

use serde::Serialize;
use utoipa::ToSchema;

use super::Store;
use super::error::StoreError;
use super::reads::{Page, Window};
use super::sql::{On, Sql, read_row};

/// One line of the log.
#[derive(Debug, Serialize, ToSchema)]
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
    pub kind: Option<String>,
    pub item_id: Option<i64>,
    pub summary: String,
}

read_row!(AuditEntry { id, at, email, action, kind = "type", item_id, summary });

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

/// Records `event` on `on`: a write's own transaction, so that the line exists if and only if
/// the change does, or the database for an event that changes nothing else.
pub(super) async fn record(on: impl On<'_>, actor: &Actor<'_>, event: Event<'_>) -> Result<(), StoreError> {
    Sql::new(
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
    .execute(on)
    .await
    .map(drop)
}

impl Store {
    /// Records an event that changes nothing else (a login, a logout, a refused login).
    pub async fn record_audit(&self, actor: &Actor<'_>, event: Event<'_>) -> Result<(), StoreError> {
        record(self.database(), actor, event).await
    }

    /// A page of the log, newest first.
    pub async fn audit_page(&self, window: Window) -> Result<Page<AuditEntry>, StoreError> {
        let total: i64 = Sql::new("SELECT COUNT(*) FROM audit_log").one(self.database()).await?;
        let mut sql =
            Sql::new("SELECT id, at, email, action, type, item_id, summary FROM audit_log ORDER BY at DESC, id DESC");
        sql.push_limit(window.size, window.offset());
        let rows = sql.all(self.database()).await?;
        Ok(Page {
            rows,
            total: u64::try_from(total).unwrap_or_default(),
            window,
        })
    }
}
