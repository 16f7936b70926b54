//! "Content changed": the event every committed content write sends, and the only way derived
//! data (the answer cache, the search index, later the rendered pages) learns of a write.
//!
//! Listeners are called on the writer's task right after the commit, so they must be quick: the
//! answer cache forgets its entries there, and the search index only takes note and does its work
//! on a task of its own.

use std::sync::{Arc, RwLock};

/// What changed: an item of a content type (`id` None when a whole type or all content was
/// replaced, as seeding does).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub kind: &'static str,
    pub id: Option<i64>,
}

impl Change {
    /// Everything may have changed (a seed, a restore).
    pub const ALL: Change = Change { kind: "*", id: None };
}

type Listener = Box<dyn Fn(&Change) + Send + Sync>;

/// The listeners of one process.
#[derive(Clone, Default)]
pub struct Changes {
    listeners: Arc<RwLock<Vec<Listener>>>,
}

impl Changes {
    pub fn listen(&self, listener: impl Fn(&Change) + Send + Sync + 'static) {
        self.listeners
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .push(Box::new(listener));
    }

    /// Tells every listener; call only after the change is committed.
    pub fn announce(&self, change: &Change) {
        tracing::debug!(?change, "content changed");
        for listener in self
            .listeners
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .iter()
        {
            listener(change);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn every_listener_hears_every_announced_change() {
        let changes = Changes::default();
        let heard = Arc::new(AtomicUsize::new(0));
        for _ in 0..2 {
            let heard = heard.clone();
            changes.listen(move |change| {
                assert_eq!(change.kind, "news");
                heard.fetch_add(1, Ordering::SeqCst);
            });
        }
        changes.announce(&Change {
            kind: "news",
            id: Some(1),
        });
        assert_eq!(heard.load(Ordering::SeqCst), 2);
    }
}
