//! Staff sessions as stored: the SHA-256 of each session's token (the staff side makes the token
//! and decides how long a session lives), its account and its times.

use super::Store;
use super::accounts::Role;

/// A live session's account and times.
#[derive(Debug, sqlx::FromRow)]
pub struct SessionRow {
    pub user_id: i64,
    pub email: String,
    #[sqlx(try_from = "String")]
    pub role: Role,
    /// UTC, RFC 3339, as `clock` writes it; so are the others.
    pub created_at: String,
    pub seen_at: String,
}

impl Store {
    /// Keeps a new session of `user_id`, ending at `expires_at` unless it is used.
    pub async fn start_session(
        &self,
        token_hash: &str,
        user_id: i64,
        client: &str,
        now: &str,
        expires_at: &str,
    ) -> anyhow::Result<()> {
        sqlx::query(
            "INSERT INTO staff_sessions (token_hash, user_id, created_at, seen_at, expires_at, client)
             VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(token_hash)
        .bind(user_id)
        .bind(now)
        .bind(now)
        .bind(expires_at)
        .bind(client)
        .execute(&self.db)
        .await?;
        Ok(())
    }

    /// Ends the session of `token_hash` (if any).
    pub async fn end_session(&self, token_hash: &str) -> anyhow::Result<()> {
        sqlx::query("DELETE FROM staff_sessions WHERE token_hash = ?")
            .bind(token_hash)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// Forgets sessions ended by `now` (housekeeping); answers how many.
    pub async fn forget_expired_sessions(&self, now: &str) -> anyhow::Result<u64> {
        Ok(sqlx::query("DELETE FROM staff_sessions WHERE expires_at <= ?")
            .bind(now)
            .execute(&self.db)
            .await?
            .rows_affected())
    }

    /// The session of `token_hash`, if it is live at `now` and its account enabled.
    pub async fn live_session(&self, token_hash: &str, now: &str) -> anyhow::Result<Option<SessionRow>> {
        Ok(sqlx::query_as(
            "SELECT u.id AS user_id, u.email, u.role, s.created_at, s.seen_at FROM staff_sessions s
             JOIN staff_users u ON u.id = s.user_id
             WHERE s.token_hash = ? AND s.expires_at > ? AND u.disabled = 0",
        )
        .bind(token_hash)
        .bind(now)
        .fetch_optional(&self.db)
        .await?)
    }

    /// Notes a session's use at `seen_at`, moving its end to `expires_at`.
    pub async fn extend_session(&self, token_hash: &str, seen_at: &str, expires_at: &str) -> anyhow::Result<()> {
        sqlx::query("UPDATE staff_sessions SET seen_at = ?, expires_at = ? WHERE token_hash = ?")
            .bind(seen_at)
            .bind(expires_at)
            .bind(token_hash)
            .execute(&self.db)
            .await?;
        Ok(())
    }
}
