//! What the media library says of the pictures content shows: the alternative texts editors gave
//! an upload, which the public answers carry beside the picture's address.

use std::collections::HashMap;

use sqlx::{QueryBuilder, Sqlite};

use crate::lang::Tr;
use crate::store::{Change, Store};

impl Store {
    /// Tells every listener that media item `id` was described anew (public answers carry its
    /// alternative texts). Call after the change is committed.
    pub fn media_described(&self, id: i64) {
        self.changes.announce(&Change {
            kind: "media",
            id: Some(id),
        });
    }

    /// The alternative texts of those of `urls` the media library holds and describes.
    pub async fn alt_texts(&self, urls: &[&str]) -> sqlx::Result<HashMap<String, Tr>> {
        if urls.is_empty() {
            return Ok(HashMap::new());
        }
        let mut sql = QueryBuilder::<Sqlite>::new("SELECT url, alt FROM media WHERE url IN (");
        let mut list = sql.separated(", ");
        for url in urls {
            list.push_bind(*url);
        }
        sql.push(")");
        let rows: Vec<(String, Tr)> = sql.build_query_as().fetch_all(&self.db).await?;
        Ok(rows
            .into_iter()
            .filter(|(_, alt)| !(alt.kz.is_empty() && alt.ru.is_empty() && alt.en.is_empty()))
            .collect())
    }
}
