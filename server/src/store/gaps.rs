//! Which items lack Russian or English text, remembered between the admin's calls: finding out
//! means reading the whole item, and the translation filter and dashboard ask it of every item of
//! a type. A content change forgets what it may have changed (one item, or everything).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use super::Change;
use crate::lang::Lang;

/// Whether an item lacks Russian text somewhere, and English.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lacks {
    pub ru: bool,
    pub en: bool,
}

impl Lacks {
    pub fn lang(self, lang: Lang) -> bool {
        match lang {
            Lang::Kz => false,
            Lang::Ru => self.ru,
            Lang::En => self.en,
        }
    }
}

#[derive(Clone, Default)]
pub struct Gaps {
    known: Arc<Mutex<HashMap<(&'static str, i64), Lacks>>>,
    /// One more on every change: what was read before a change is not kept after it.
    generation: Arc<AtomicU64>,
}

impl Gaps {
    pub fn forget(&self, change: &Change) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        let mut known = self.known();
        match change.id {
            Some(id) => {
                known.remove(&(change.kind, id));
            }
            None => known.clear(),
        }
    }

    pub fn get(&self, kind: &'static str, id: i64) -> Option<Lacks> {
        self.known().get(&(kind, id)).copied()
    }

    /// Call before reading an item; hand the value to `keep`.
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::SeqCst)
    }

    /// Remembers what was read, unless content changed since `generation`.
    pub fn keep(&self, kind: &'static str, id: i64, lacks: Lacks, generation: u64) {
        let mut known = self.known();
        if self.generation() == generation {
            known.insert((kind, id), lacks);
        }
    }

    fn known(&self) -> MutexGuard<'_, HashMap<(&'static str, i64), Lacks>> {
        self.known.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOTH: Lacks = Lacks { ru: true, en: true };

    #[test]
    fn a_change_forgets_its_item_or_everything_and_a_read_across_a_change_is_not_kept() {
        let gaps = Gaps::default();
        let generation = gaps.generation();
        gaps.keep("news", 1, BOTH, generation);
        gaps.keep("news", 2, BOTH, generation);
        gaps.forget(&Change {
            kind: "news",
            id: Some(1),
        });
        assert_eq!(gaps.get("news", 1), None);
        assert_eq!(gaps.get("news", 2), Some(BOTH));

        gaps.keep("news", 1, BOTH, generation);
        assert_eq!(gaps.get("news", 1), None, "read before the change");

        gaps.forget(&Change::ALL);
        assert_eq!(gaps.get("news", 2), None);
    }
}
