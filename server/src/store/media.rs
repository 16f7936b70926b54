//! The media library's writes: an upload's record, and new alt texts. Each is audited in the same
//! transaction; new alt texts are a content change, since public answers carry them.

use serde_json::Value;

use super::audit::{self, Event};
use super::backend::Begin;
use super::items::Editor;
use super::sql::Sql;
use super::{Change, Store, StoreError};

/// Where content images live inside the data dir, and where they are served.
pub const MEDIA_DIR: &str = "media";
pub const MEDIA_URL: &str = "/assets/media";

/// A row of `media`: its variants and alt texts are JSON text.
#[derive(Debug)]
pub struct MediaRow {
    pub id: i64,
    pub kind: String,
    pub url: String,
    pub variants: String,
    pub width: Option<i64>,
    pub height: Option<i64>,
    pub size: i64,
    pub alt: String,
    pub original_name: String,
    pub created_at: String,
}
super::sql::read_row!(MediaRow {
    id,
    kind,
    url,
    variants,
    width,
    height,
    size,
    alt,
    original_name,
    created_at
});

pub(super) const MEDIA_COLUMNS: &str = "id, kind, url, variants, width, height, size, alt, original_name, created_at";

/// A stored file to record: an image (its widest variant's `url`, all `variants`, its size) or a
/// document.
pub struct NewMedia<'a> {
    pub kind: &'static str,
    pub url: &'a str,
    pub variants: &'a Value,
    pub width: Option<i64>,
    pub height: Option<i64>,
    pub size: u64,
    pub alt: &'a Value,
    pub original_name: &'a str,
}

impl Store {
    /// Records an uploaded file in the library.
    pub async fn add_media(&self, new: &NewMedia<'_>, editor: &Editor<'_>) -> Result<MediaRow, StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        let row: MediaRow = Sql::new(format!(
            "INSERT INTO media (kind, url, variants, width, height, size, alt, original_name, created_at, created_by)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING {MEDIA_COLUMNS}"
        ))
        .bind(new.kind)
        .bind(new.url)
        .bind(new.variants.to_string())
        .bind(new.width)
        .bind(new.height)
        .bind(i64::try_from(new.size).unwrap_or(i64::MAX))
        .bind(new.alt.to_string())
        .bind(new.original_name)
        .bind(time::OffsetDateTime::now_utc())
        .bind(editor.actor.user_id)
        .one(&mut tx)
        .await?;
        audit::record(
            &mut tx,
            &editor.actor,
            Event::new("upload", Some("media"), Some(row.id), new.original_name.to_owned()),
        )
        .await?;
        tx.commit().await?;
        Ok(row)
    }

    /// Sets the alt texts of media item `id` (None: no such item), and tells the listeners once
    /// committed: the public answers that show the picture carry them.
    pub async fn describe_media(
        &self,
        id: i64,
        alt: &Value,
        editor: &Editor<'_>,
    ) -> Result<Option<MediaRow>, StoreError> {
        let mut tx = self.database().begin(Begin::Write).await?;
        let updated: Option<MediaRow> = Sql::new(format!(
            "UPDATE media SET alt = ? WHERE id = ? RETURNING {MEDIA_COLUMNS}"
        ))
        .bind(alt.to_string())
        .bind(id)
        .first(&mut tx)
        .await?;
        let Some(row) = updated else {
            return Ok(None);
        };
        audit::record(
            &mut tx,
            &editor.actor,
            Event::new("save", Some("media"), Some(id), row.original_name.clone()),
        )
        .await?;
        tx.commit().await?;
        self.changes.announce(&Change {
            kind: "media",
            id: Some(id),
        });
        Ok(Some(row))
    }
}
