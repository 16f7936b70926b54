//! The media library as it is read: its pages for the admin, and the alternative texts editors
//! gave an upload, which the public answers carry beside the picture's address.

use std::collections::HashMap;

use super::{Page, Window};
use crate::lang::Tr;
use crate::store::media::{MEDIA_COLUMNS, MediaRow};
use crate::store::sql::Sql;
use crate::store::{Store, StoreError};

/// Which files of the library a page shows.
#[derive(Debug, Default)]
pub struct MediaFilter<'a> {
    /// `image` or `document`.
    pub kind: Option<&'a str>,
    /// Part of the file's name or of its alt texts.
    pub search: Option<&'a str>,
}

impl Store {
    /// A page of the library, newest first.
    pub async fn media_page(&self, filter: &MediaFilter<'_>, window: Window) -> Result<Page<MediaRow>, StoreError> {
        let pattern = filter
            .search
            .map(|search| format!("%{}%", search.replace(['%', '_'], "")));
        let from = |sql: &mut Sql, _| {
            sql.push("FROM media WHERE 1 = 1");
            if let Some(kind) = filter.kind {
                sql.push(" AND kind = ").push_bind(kind);
            }
            if let Some(pattern) = &pattern {
                sql.push(" AND (LOWER(original_name) LIKE LOWER(")
                    .push_bind(pattern.clone())
                    .push(") OR LOWER(alt) LIKE LOWER(")
                    .push_bind(pattern.clone())
                    .push("))");
            }
        };
        self.read_page(&format!("SELECT {MEDIA_COLUMNS}"), from, "id DESC", window)
            .await
    }

    /// The alternative texts of those of `urls` the media library holds and describes.
    pub async fn alt_texts(&self, urls: &[&str]) -> Result<HashMap<String, Tr>, StoreError> {
        if urls.is_empty() {
            return Ok(HashMap::new());
        }
        let mut sql = Sql::new("SELECT url, alt FROM media WHERE url IN (");
        sql.push_binds(urls.iter().copied()).push(")");
        let rows: Vec<(String, Tr)> = self.rows(sql).await?;
        Ok(rows
            .into_iter()
            .filter(|(_, alt)| !(alt.kz.is_empty() && alt.ru.is_empty() && alt.en.is_empty()))
            .collect())
    }
}
