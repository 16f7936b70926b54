//! The store: the one owner of the SQL that reads and writes the site's data (content, revisions,
//! media, staff accounts and sessions, the audit log, submissions and their files' records, spent
//! proofs, the outbox) and of every database type.
//!
//! Read handlers, the seeder, the admin, the inbox and the commands all go through a `Store`; no
//! other module reaches the database. Rows (what the tables hold) are the store's own types; the API's
//! answers are built from them by the domain modules, and writes come in as typed documents that
//! `write` checks, sanitises and derives from before they are committed. Every committed write
//! announces itself through `Changes`, the only way caches and the search index learn of it.
//!
//! Every unit of work is written once, above the seam (`backend.rs`): statements in the SQL both
//! backends run (`sql.rs`: `?` placeholders, booleans compared as booleans, times bound as times,
//! ranges rather than text matches on dates), so that a change of the site's data is one change,
//! tested on both. A backend (`sqlite/`, `postgres/`) brings what differs: its connections, its
//! transactions and locks (`Begin::Write` is SQLite's one writer, and one advisory lock shared by
//! every process on PostgreSQL), its migrations and column types, the few expressions the two
//! dialects spell differently (`Database::joined_ids`, `month_of`, `skip_locked`, …) and its own
//! ways of being fast (SQLite's reads on the calling thread). None of its types crosses the seam:
//! the rest of the server sees typed rows and one `StoreError`.

pub mod accounts;
pub mod archive;
pub mod audit;
pub mod backend;
pub mod cards;
pub mod changes;
pub mod check;
pub mod clock;
mod derive;
pub mod error;
mod gaps;
pub mod items;
mod load;
pub mod media;
pub mod outbox;
pub mod postgres;
mod proofs;
pub mod schema;
pub mod sessions;
pub mod sql;
pub mod sqlite;
pub mod submissions;
pub mod testing;
pub mod uploads;

pub use backend::Database;
pub use changes::{Change, Changes};
pub use error::StoreError;
pub use load::Load;

/// The content store of one database. Cheap to clone.
#[derive(Clone)]
pub struct Store {
    /// The database, behind the seam every statement of the store goes through.
    database: std::sync::Arc<dyn Database>,
    changes: Changes,
    /// Content files (their sizes are derived on write).
    data_dir: std::path::PathBuf,
    gaps: gaps::Gaps,
}

impl Store {
    pub fn new(database: std::sync::Arc<dyn Database>, changes: Changes, data_dir: &std::path::Path) -> Store {
        let gaps = gaps::Gaps::default();
        let forget = gaps.clone();
        changes.listen(move |change| forget.forget(change));
        Store {
            database,
            changes,
            data_dir: data_dir.to_owned(),
            gaps,
        }
    }

    /// The store of the database `url` names (created and migrated when missing), its files in
    /// `data_dir`, for a command that runs beside the server or without it: no cache of this
    /// process hears its changes.
    pub async fn open(url: &str, data_dir: &std::path::Path) -> anyhow::Result<Store> {
        Ok(Store::new(connect(url).await?, Changes::default(), data_dir))
    }

    /// The database the store runs on.
    pub fn database(&self) -> &dyn Database {
        &*self.database
    }

    /// A store on the same database whose writes no cache of this process hears: for a test
    /// that changes the database behind a running server's back.
    pub fn detached(&self) -> Store {
        Store::new(self.database.clone(), Changes::default(), &self.data_dir)
    }

    /// Lets go of the database's connections (a command's last step).
    pub async fn close(&self) {
        self.database.close().await;
    }

    /// Where the content's files are kept.
    pub fn data_dir(&self) -> &std::path::Path {
        &self.data_dir
    }

    /// Makes every stored card again (`cards.rs`), as the server starts: a card keeps the shape
    /// of the release that made it.
    pub async fn make_cards(&self) -> Result<(), StoreError> {
        let mut tx = self.database().begin(backend::Begin::Write).await?;
        cards::make_all(self.database(), &mut tx).await?;
        tx.commit().await
    }

    /// Who hears of committed writes.
    pub fn changes(&self) -> &Changes {
        &self.changes
    }
}

/// Opens the database `url` names (`sqlite://PATH`, `postgres://…`), bringing its schema up to
/// date.
pub async fn connect(url: &str) -> anyhow::Result<std::sync::Arc<dyn Database>> {
    if url.starts_with("sqlite:") {
        let path = sqlite::Sqlite3::path_of(url)?;
        Ok(std::sync::Arc::new(sqlite::Sqlite3::open(&path).await?))
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(std::sync::Arc::new(postgres::Postgres15::open(url).await?))
    } else {
        anyhow::bail!(
            "the database URL {} is neither sqlite://PATH nor postgres://USER:PASSWORD@HOST/DATABASE",
            postgres::redacted(url)
        )
    }
}

/// Every table of the schema, parents before the tables that refer to them (the order a restore
/// inserts in, `archive.rs`). The migrations' own bookkeeping is each backend's and stays out.
pub const TABLES: &[&str] = &[
    "settings",
    "menu_items",
    "pages",
    "schools",
    "dual_programs",
    "blocks",
    "block_items",
    "handbook_items",
    "employees",
    "program_filter_values",
    "programs",
    "program_filters",
    "question_categories",
    "questions",
    "grants",
    "universities",
    "partners",
    "ratings",
    "events",
    "graduates",
    "student_lives",
    "organizations",
    "awards",
    "sports_clubs",
    "volunteers",
    "vacancies",
    "books",
    "webinars",
    "document_lists",
    "documents",
    "faqs",
    "projects",
    "project_activities",
    "science_grants",
    "scientists",
    "scientist_projects",
    "scientist_grants",
    "research_teams",
    "international_projects",
    "rg_gold_projects",
    "publications",
    "olympiad_results",
    "providers",
    "sdgs",
    "history_timelines",
    "admission_stages",
    "announcements",
    "news",
    "project_partners",
    "staff_users",
    "submissions",
    "uploads",
    "spent_proofs",
    "staff_sessions",
    "audit_log",
    "entries",
    "revisions",
    "media",
    "submission_notes",
    "mail_routes",
    "outbox",
];

/// The tables a content load replaces: every other table (submissions, uploads, staff accounts
/// and sessions, the audit log, uploaded media, the outbox) is never touched by seeding or
/// imports; a test holds every table of the schema to one list or the other.
pub fn content_tables() -> impl Iterator<Item = &'static str> {
    TABLES.iter().copied().filter(|table| !KEPT_TABLES.contains(table))
}

/// Tables a content load keeps.
pub const KEPT_TABLES: &[&str] = &[
    "_sqlx_migrations",
    "submissions",
    "uploads",
    "spent_proofs",
    "staff_users",
    "staff_sessions",
    "audit_log",
    "media",
    "submission_notes",
    "mail_routes",
    "outbox",
];

impl Store {
    /// Every table of the schema, for the test that keeps the two lists above complete (the
    /// migrations' own table is named by the backend: `_sqlx_migrations` on SQLite).
    pub async fn table_names(&self) -> Result<Vec<String>, StoreError> {
        self.database().table_names().await
    }
}

/// Whose eyes a read is for: the public sees published items only; a signed-in editor previewing
/// the site (`?preview=1`) also sees drafts and scheduled items. Preview answers are never cached.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Visibility {
    #[default]
    Public,
    Preview,
}

impl Visibility {
    /// The value bound to `(t.published OR ?)` in a read's `WHERE`.
    pub fn drafts(self) -> bool {
        self == Visibility::Preview
    }

    /// Whether a request's query asks for a preview (`preview=1`): such a request is answered
    /// for its caller alone (never from or into a cache), whoever sends it.
    pub fn asked(query: Option<&str>) -> bool {
        query.is_some_and(|query| {
            form_urlencoded::parse(query.as_bytes()).any(|(key, value)| key == "preview" && value == "1")
        })
    }
}

pub mod reads;
