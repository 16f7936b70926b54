//! The records of files visitors attach: who sent each, how large it is, and which submission
//! claimed it. The files themselves are kept by `forms::uploads`.

use time::OffsetDateTime;

use super::Store;
use super::backend::Begin;
use super::error::StoreError;
use super::sql::{Sql, read_row};

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
#[derive(Debug)]
pub struct UploadFile {
    pub id: String,
    pub stored_name: String,
}

read_row!(UploadFile { id, stored_name });

/// An upload's record: its id, the name of its file and the submission that claimed it.
#[derive(Debug)]
pub struct UploadRecord {
    pub id: String,
    pub stored_name: String,
    pub submission: Option<i64>,
}

read_row!(UploadRecord {
    id,
    stored_name,
    submission
});

impl Store {
    /// Records files sent by one client, all or none. With a `cap`, they are refused (false,
    /// nothing recorded) when the client's unclaimed files would come to more than `cap` bytes
    /// with any of them: judged by the statement that records each, in a write transaction, so
    /// that uploads sent at the same moment cannot all pass a check made before any of them was
    /// recorded.
    pub async fn record_uploads(&self, uploads: &[NewUpload<'_>], cap: Option<u64>) -> Result<bool, StoreError> {
        let cap = cap.map(|cap| i64::try_from(cap).unwrap_or(i64::MAX));
        let now = OffsetDateTime::now_utc();
        let mut tx = self.database().begin(Begin::Write).await?;
        for upload in uploads {
            let size = i64::try_from(upload.size).unwrap_or(i64::MAX);
            let recorded = Sql::new(
                "INSERT INTO uploads (id, stored_name, original_name, content_type, size, created_at, client)
                 SELECT ?, ?, ?, ?, ?, ?, ?
                 WHERE ? IS NULL
                    OR (SELECT CAST(COALESCE(SUM(size), 0) AS BIGINT) FROM uploads
                        WHERE client = ? AND submission IS NULL) + ? <= ?",
            )
            .bind(upload.id)
            .bind(upload.id)
            .bind(upload.original_name)
            .bind(upload.content_type)
            .bind(size)
            .bind(now)
            .bind(upload.client)
            .bind(cap)
            .bind(upload.client)
            .bind(size)
            .bind(cap)
            .execute(&mut tx)
            .await?;
            if recorded == 0 {
                return Ok(false);
            }
        }
        tx.commit().await?;
        Ok(true)
    }

    /// When the oldest of `client`'s unclaimed files was recorded, if it has any.
    pub async fn oldest_unclaimed_upload(&self, client: &str) -> Result<Option<OffsetDateTime>, StoreError> {
        Sql::new("SELECT created_at FROM uploads WHERE client = ? AND submission IS NULL ORDER BY created_at LIMIT 1")
            .bind(client)
            .first(self.database())
            .await
    }

    /// Forgets the uploads no submission claimed that were recorded before `cutoff`, in one
    /// statement; answers them, for their files to be deleted next. Run by several processes at
    /// once, each upload is forgotten (and answered) by one of them: a submission claiming one
    /// at this moment either claimed it first (it stays) or finds it gone and is refused.
    pub async fn forget_unclaimed_uploads_before(&self, cutoff: OffsetDateTime) -> Result<Vec<UploadFile>, StoreError> {
        // RETURNING answers what it deleted: it runs in a transaction, as a read cannot write.
        let mut tx = self.database().begin(Begin::Write).await?;
        let forgotten =
            Sql::new("DELETE FROM uploads WHERE submission IS NULL AND created_at < ? RETURNING id, stored_name")
                .bind(cutoff)
                .all(&mut tx)
                .await?;
        tx.commit().await?;
        Ok(forgotten)
    }

    /// Whether upload `id` exists and no submission has claimed it yet.
    pub async fn upload_is_free(&self, id: &str) -> Result<bool, StoreError> {
        let free: i64 = Sql::new("SELECT COUNT(*) FROM uploads WHERE id = ? AND submission IS NULL")
            .bind(id)
            .one(self.database())
            .await?;
        Ok(free == 1)
    }

    /// Every upload's record, by id: what a test reads of the table (nothing else lists them).
    pub async fn upload_records(&self) -> Result<Vec<UploadRecord>, StoreError> {
        Sql::new("SELECT id, stored_name, submission FROM uploads ORDER BY id")
            .all(self.database())
            .await
    }

    /// Dates uploads `ids` back to `at`, as if they had been sent then: what a test of their
    /// expiry does instead of waiting.
    pub async fn backdate_uploads(&self, ids: &[&str], at: OffsetDateTime) -> Result<u64, StoreError> {
        let mut sql = Sql::new("UPDATE uploads SET created_at = ");
        sql.push_bind(at)
            .push(" WHERE id IN (")
            .push_binds(ids.iter().copied())
            .push(")");
        sql.execute(self.database()).await
    }
}
