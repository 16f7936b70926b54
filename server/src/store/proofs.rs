//! Spent proofs of work: each solved challenge of the anonymous forms is accepted once.

use super::Store;
use super::error::StoreError;
use super::sql::Sql;

impl Store {
    /// Records a proof (its signature) as spent until `expires_at` (unix seconds): false when it
    /// was spent already. The unique signature decides, so two calls with one proof at the same
    /// moment cannot both pass.
    pub async fn spend_proof(&self, signature: &str, expires_at: u64) -> Result<bool, StoreError> {
        let spent = Sql::new("INSERT INTO spent_proofs (signature, expires_at) VALUES (?, ?)")
            .bind(signature)
            .bind(i64::try_from(expires_at).unwrap_or(i64::MAX))
            .execute(self.database())
            .await;
        match spent {
            Ok(_) => Ok(true),
            Err(StoreError::Taken(_)) => Ok(false),
            Err(err) => Err(err),
        }
    }

    /// Forgets spent proofs whose challenges expired before `now` (unix seconds): they could not
    /// be used again anyway.
    pub async fn forget_expired_proofs(&self, now: u64) -> Result<u64, StoreError> {
        Sql::new("DELETE FROM spent_proofs WHERE expires_at < ?")
            .bind(i64::try_from(now).unwrap_or(i64::MAX))
            .execute(self.database())
            .await
    }
}
