-- The staff side: accounts and their sessions, the audit log, and the editing workflow of content
-- (drafts, scheduled publishing, revisions). None of these tables is content: seeding and content
-- imports never touch them.

CREATE TABLE staff_users (
    id            INTEGER PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE,   -- lower-cased
    role          TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'manager')),
    password_hash TEXT NOT NULL,          -- argon2id, PHC string
    disabled      INTEGER NOT NULL DEFAULT 0,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);

-- A session is the SHA-256 of the cookie's random token: a stolen database opens no session.
CREATE TABLE staff_sessions (
    token_hash TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    seen_at    TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    client     TEXT NOT NULL
);
CREATE INDEX staff_sessions_by_user ON staff_sessions (user_id);

CREATE TABLE audit_log (
    id         INTEGER PRIMARY KEY,
    at         TEXT NOT NULL,             -- UTC, RFC 3339
    user_id    INTEGER REFERENCES staff_users (id) ON DELETE SET NULL,
    email      TEXT NOT NULL,             -- kept when the account is gone
    action     TEXT NOT NULL,             -- login, login-failed, logout, create, save, publish, ...
    type       TEXT,                      -- the content type, or 'users'
    item_id    INTEGER,
    summary    TEXT NOT NULL,
    client     TEXT NOT NULL
);
CREATE INDEX audit_log_by_time ON audit_log (at DESC, id DESC);

-- The editing state of every content item, whatever its table: a draft or scheduled item is in its
-- table with published = 0 and so invisible to the public calls.
CREATE TABLE entries (
    type       TEXT NOT NULL,
    id         INTEGER NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('draft', 'scheduled', 'published')),
    publish_at TEXT,                      -- UTC, RFC 3339: when a scheduled item goes public
    version    INTEGER NOT NULL,          -- the ETag: one more on every change
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    updated_by INTEGER REFERENCES staff_users (id) ON DELETE SET NULL,
    PRIMARY KEY (type, id)
);
CREATE INDEX entries_due ON entries (status, publish_at);

CREATE TABLE revisions (
    id         INTEGER PRIMARY KEY,
    type       TEXT NOT NULL,
    item_id    INTEGER NOT NULL,
    rev        INTEGER NOT NULL,          -- the entry's version this revision saved
    at         TEXT NOT NULL,
    user_id    INTEGER REFERENCES staff_users (id) ON DELETE SET NULL,
    email      TEXT NOT NULL,
    changed    TEXT NOT NULL,             -- JSON array of the fields that changed
    document   TEXT NOT NULL,             -- the whole item as the admin API answers it
    UNIQUE (type, item_id, rev)
);

-- Images and documents the staff uploaded; their files are public (they are content).
CREATE TABLE media (
    id         INTEGER PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('image', 'document')),
    url        TEXT NOT NULL UNIQUE,      -- the public path of the original (or largest variant)
    variants   TEXT NOT NULL,             -- JSON array of {"width", "url"}; empty for documents
    width      INTEGER,
    height     INTEGER,
    size       INTEGER NOT NULL,
    alt        TEXT NOT NULL,             -- translatable
    original_name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    created_by INTEGER REFERENCES staff_users (id) ON DELETE SET NULL
);

-- What the public sees: 1 for every item loaded so far, 0 for drafts and scheduled items.

ALTER TABLE pages ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE schools ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE dual_programs ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE news ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE menu_items ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE handbook_items ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE employees ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE program_filter_values ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE programs ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE question_categories ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE questions ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE grants ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE universities ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE partners ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE ratings ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE events ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE graduates ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE student_lives ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE organizations ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE awards ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE sports_clubs ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE volunteers ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE vacancies ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE books ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE webinars ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE document_lists ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE documents ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE faqs ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE projects ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE science_grants ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE scientists ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE research_teams ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE international_projects ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE rg_gold_projects ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE publications ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE olympiad_results ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE providers ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE sdgs ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE history_timelines ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE admission_stages ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE announcements ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
