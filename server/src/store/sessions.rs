//! Staff sessions as stored: the SHA-256 of each session's token (the staff side makes the token
//! and decides how long a session lives), its account and its times.

use time::OffsetDateTime;

use super::Store;
use super::accounts::Role;
use super::error::StoreError;
use super::sql::{Sql, read_row};

/// A live session's account and times.
#[derive(Debug)]
pub struct SessionRow {
    pub user_id: i64,
    pub email: String,
    pub role: Role,
    pub created_at: OffsetDateTime,
    pub seen_at: OffsetDateTime,
}

read_row!(SessionRow {
    user_id,
    email,
    role,
    created_at,
    seen_at
});

impl Store {
    /// Keeps a new session of `user_id`, ending at `expires_at` unless it is used.
    pub async fn start_session(
        &self,
        token_hash: &str,
        user_id: i64,
        client: &str,
        now: OffsetDateTime,
        expires_at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        Sql::new(
            "INSERT INTO staff_sessions (token_hash, user_id, created_at, seen_at, expires_at, client)
             VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(token_hash)
        .bind(user_id)
        .bind(now)
        .bind(now)
        .bind(expires_at)
        .bind(client)
        .execute(self.database())
        .await?;
        Ok(())
    }

    /// Ends the session of `token_hash` (if any).
    pub async fn end_session(&self, token_hash: &str) -> Result<(), StoreError> {
        Sql::new("DELETE FROM staff_sessions WHERE token_hash = ?")
            .bind(token_hash)
            .execute(self.database())
            .await?;
        Ok(())
    }

    /// Forgets sessions ended by `now` (housekeeping); answers how many.
    pub async fn forget_expired_sessions(&self, now: OffsetDateTime) -> Result<u64, StoreError> {
        Sql::new("DELETE FROM staff_sessions WHERE expires_at <= ?")
            .bind(now)
            .execute(self.database())
            .await
    }

    /// The session of `token_hash`, if it is live at `now` and its account enabled.
    pub async fn live_session(&self, token_hash: &str, now: OffsetDateTime) -> Result<Option<SessionRow>, StoreError> {
        Sql::new(
            "SELECT u.id AS user_id, u.email, u.role, s.created_at, s.seen_at FROM staff_sessions s
             JOIN staff_users u ON u.id = s.user_id
             WHERE s.token_hash = ? AND s.expires_at > ? AND NOT u.disabled",
        )
        .bind(token_hash)
        .bind(now)
        .first(self.database())
        .await
    }

    /// Notes a session's use at `seen_at`, moving its end to `expires_at`.
    pub async fn extend_session(
        &self,
        token_hash: &str,
        seen_at: OffsetDateTime,
        expires_at: OffsetDateTime,
    ) -> Result<(), StoreError> {
        Sql::new("UPDATE staff_sessions SET seen_at = ?, expires_at = ? WHERE token_hash = ?")
            .bind(seen_at)
            .bind(expires_at)
            .bind(token_hash)
            .execute(self.database())
            .await?;
        Ok(())
    }
}
