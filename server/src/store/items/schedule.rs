//! Scheduled publishing: items whose `publish_at` has come are published by the same write as
//! the Publish button, each once, however many passes run at the same time.

use time::OffsetDateTime;

use super::super::backend::Begin;
use super::super::schema::content_type;
use super::super::sql::Sql;
use super::super::{Store, StoreError};
use super::{Editor, Status, WriteError};

/// What makes an entry due: scheduled, and its time come (bound after its type and id).
const DUE: &str = "status = 'scheduled' AND publish_at <= ?";

impl Store {
    /// Items whose scheduled time has come: (type, id).
    pub async fn due(&self) -> Result<Vec<(String, i64)>, StoreError> {
        Sql::new(format!(
            "SELECT type, id FROM entries WHERE {DUE} ORDER BY publish_at, type, id"
        ))
        .bind(OffsetDateTime::now_utc())
        .all(self.database())
        .await
    }

    /// Publishes, as `editor`, every item whose scheduled time has come; answers those this pass
    /// published. Each is checked again in the transaction that publishes it: another pass that
    /// published it first (another process, or this one's previous tick still running) leaves it
    /// to that pass, with no second publish nor audit line.
    pub async fn publish_due(&self, editor: &Editor<'_>) -> Result<Vec<(String, i64)>, WriteError> {
        let mut published = Vec::new();
        for (name, id) in self.due().await? {
            let Some(kind) = content_type(&name) else { continue };
            let mut tx = self.database().begin(Begin::Write).await?;
            let still_due = Sql::new(format!("SELECT id FROM entries WHERE type = ? AND id = ? AND {DUE}"))
                .bind(kind.name)
                .bind(id)
                .bind(OffsetDateTime::now_utc())
                .first::<i64>(&mut tx)
                .await?;
            if still_due.is_none() {
                continue;
            }
            self.set_status_in(tx, kind, id, Status::Published, None, editor)
                .await
                .map_err(|err| WriteError::Other(anyhow::anyhow!("cannot publish {name} {id}: {err}")))?;
            published.push((name, id));
        }
        Ok(published)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::lang::Lang;
    use crate::store::audit::Actor;
    use crate::store::reads::Window;

    fn editor() -> Editor<'static> {
        Editor {
            actor: Actor {
                user_id: None,
                email: "schedule",
                client: "server".to_owned(),
            },
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_passes_at_once_publish_a_due_item_once() {
        let dir = tempfile::tempdir().unwrap();
        let store = crate::store::testing::scratch_store(dir.path()).await.unwrap();
        let kind = content_type("pages").unwrap();
        let document = json!({"title": {"kz": "Кесте"}, "slug": "due-page", "type": "static"});
        let Ok(checked) = crate::store::check::check(kind, &document, Lang::En) else {
            panic!("the page is not valid")
        };
        let page = store
            .save(kind, None, &checked, None, &editor(), "create")
            .await
            .unwrap();
        let past = OffsetDateTime::now_utc() - time::Duration::seconds(1);
        let scheduled = store
            .set_status(kind, page.id, Status::Scheduled, Some(past), &editor())
            .await
            .unwrap();
        assert_eq!(scheduled.meta.status, Status::Scheduled);

        let schedule = editor();
        let (first, second) = tokio::join!(store.publish_due(&schedule), store.publish_due(&schedule));
        let published = first.unwrap().len() + second.unwrap().len();
        assert_eq!(published, 1, "the due page was published by {published} passes");
        let item = store.item(kind, page.id).await.unwrap().unwrap();
        assert_eq!(item.meta.status, Status::Published);
        let log = store.audit_page(Window { number: 1, size: 50 }).await.unwrap();
        let publishes = log.rows.iter().filter(|entry| entry.action == "publish").count();
        assert_eq!(publishes, 1, "{:?}", log.rows);
        assert!(store.due().await.unwrap().is_empty());
    }
}
