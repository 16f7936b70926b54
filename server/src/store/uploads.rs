//! The records of files visitors attach: who sent each, how large it is, and which submission
//! claimed it. The files themselves are kept by `forms::uploads`.

use super::Store;
use super::clock::now_utc;

/// A file to record, already written under its `id`.
pub struct NewUpload<'a> {
    pub id: &'a str,
    /// The file's name on the visitor's computer.
    pub original_name: &'a str,
    pub content_type: &'a str,
    pub size: u64,
    /// Who sent it (the key its allowance is counted under).
    pub client: &'a str,
}

/// A recorded upload's id and the name of its file.
#[derive(Debug, sqlx::FromRow)]
pub struct UploadFile {
    pub id: String,
    pub stored_name: String,
}

impl Store {
    /// Records files sent by one client, all or none. With a `cap`, they are refused (false,
    /// nothing recorded) when the client's unclaimed files would come to more than `cap` bytes
    /// with any of them: judged by the statement that records each, so that uploads sent at the
    /// same moment cannot all pass a check made before any of them was recorded.
    pub async fn record_uploads(&self, uploads: &[NewUpload<'_>], cap: Option<u64>) -> anyhow::Result<bool> {
        let mut tx = self.db.begin().await?;
        for upload in uploads {
            let size = upload.size as i64;
            let recorded = sqlx::query(
                "INSERT INTO uploads (id, stored_name, original_name, content_type, size, created_at, client)
                 SELECT ?, ?, ?, ?, ?, ?, ?
                 WHERE ? IS NULL
                    OR (SELECT COALESCE(SUM(size), 0) FROM uploads WHERE client = ? AND submission IS NULL) + ? <= ?",
            )
            .bind(upload.id)
            .bind(upload.id)
            .bind(upload.original_name)
            .bind(upload.content_type)
            .bind(size)
            .bind(now_utc())
            .bind(upload.client)
            .bind(cap.map(|cap| cap as i64))
            .bind(upload.client)
            .bind(size)
            .bind(cap.map(|cap| cap as i64))
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if recorded == 0 {
                return Ok(false);
            }
        }
        tx.commit().await?;
        Ok(true)
    }

    /// When the oldest of `client`'s unclaimed files was recorded, if it has any.
    pub async fn oldest_unclaimed_upload(&self, client: &str) -> anyhow::Result<Option<time::OffsetDateTime>> {
        let oldest: Option<String> =
            sqlx::query_scalar("SELECT MIN(created_at) FROM uploads WHERE client = ? AND submission IS NULL")
                .bind(client)
                .fetch_one(&self.db)
                .await?;
        Ok(oldest
            .map(|oldest| time::OffsetDateTime::parse(&oldest, &time::format_description::well_known::Rfc3339))
            .transpose()?)
    }

    /// The uploads no submission claimed that were recorded before `cutoff`.
    pub async fn unclaimed_uploads_before(&self, cutoff: time::OffsetDateTime) -> anyhow::Result<Vec<UploadFile>> {
        Ok(
            sqlx::query_as("SELECT id, stored_name FROM uploads WHERE submission IS NULL AND created_at < ?")
                .bind(super::clock::utc_text(cutoff))
                .fetch_all(&self.db)
                .await?,
        )
    }

    /// Forgets upload `id` if no submission has claimed it: false when one has (or it is gone).
    pub async fn forget_unclaimed_upload(&self, id: &str) -> anyhow::Result<bool> {
        let forgotten = sqlx::query("DELETE FROM uploads WHERE id = ? AND submission IS NULL")
            .bind(id)
            .execute(&self.db)
            .await?
            .rows_affected();
        Ok(forgotten == 1)
    }

    /// Whether upload `id` exists and no submission has claimed it yet.
    pub async fn upload_is_free(&self, id: &str) -> anyhow::Result<bool> {
        let (free,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM uploads WHERE id = ? AND submission IS NULL")
            .bind(id)
            .fetch_one(&self.db)
            .await?;
        Ok(free == 1)
    }
}
