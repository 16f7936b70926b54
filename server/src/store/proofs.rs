//! Spent proofs of work: each solved challenge of the anonymous forms is accepted once.

use super::Store;

impl Store {
    /// Records a proof (its signature) as spent until `expires_at` (unix seconds): false when it
    /// was spent already. The unique signature decides, so two calls with one proof at the same
    /// moment cannot both pass.
    pub async fn spend_proof(&self, signature: &str, expires_at: u64) -> anyhow::Result<bool> {
        let spent = sqlx::query("INSERT INTO spent_proofs (signature, expires_at) VALUES (?, ?)")
            .bind(signature)
            .bind(expires_at as i64)
            .execute(&self.db)
            .await;
        match spent {
            Ok(_) => Ok(true),
            Err(sqlx::Error::Database(err)) if err.is_unique_violation() => Ok(false),
            Err(err) => Err(err.into()),
        }
    }

    /// Forgets spent proofs whose challenges expired before `now` (unix seconds): they could not
    /// be used again anyway.
    pub async fn forget_expired_proofs(&self, now: u64) -> anyhow::Result<u64> {
        Ok(sqlx::query("DELETE FROM spent_proofs WHERE expires_at < ?")
            .bind(now as i64)
            .execute(&self.db)
            .await?
            .rows_affected())
    }
}
