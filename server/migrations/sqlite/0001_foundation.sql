-- Translatable columns hold JSON text {"kz": ..., "ru": ..., "en": ...} (see lang.rs).
-- Columns are named as the API's fields; `sort_order` is a list's order as the staff set it.

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,        -- 'general', 'contacts'
    value TEXT NOT NULL            -- JSON document
);

CREATE TABLE menu_items (
    id        INTEGER PRIMARY KEY,
    menu      TEXT NOT NULL,       -- 'header', 'footer'
    parent_id INTEGER REFERENCES menu_items (id) ON DELETE CASCADE,
    sort_order INTEGER NOT NULL,
    title     TEXT NOT NULL,
    url       TEXT NOT NULL
);
CREATE INDEX menu_items_by_menu ON menu_items (menu, sort_order);

CREATE TABLE pages (
    id              INTEGER PRIMARY KEY,
    type            TEXT NOT NULL,  -- static, school, education, ... (the {type} of /pages/{type}/blocks/{id})
    slug            TEXT NOT NULL UNIQUE,
    title           TEXT NOT NULL,
    seo_title       TEXT NOT NULL,
    seo_description TEXT NOT NULL,
    banner          TEXT,
    image           TEXT
);

CREATE TABLE schools (
    id          INTEGER PRIMARY KEY,
    slug        TEXT NOT NULL UNIQUE,
    sort_order  INTEGER NOT NULL,
    title       TEXT NOT NULL,
    short_title TEXT NOT NULL,
    "desc"      TEXT NOT NULL,
    image       TEXT,
    color       TEXT NOT NULL
);

CREATE TABLE dual_programs (
    id          INTEGER PRIMARY KEY,
    slug        TEXT NOT NULL UNIQUE,
    sort_order  INTEGER NOT NULL,
    title       TEXT NOT NULL,
    "desc"      TEXT NOT NULL,
    partner     TEXT NOT NULL,
    image       TEXT
);

CREATE TABLE news (
    id           INTEGER PRIMARY KEY,
    slug         TEXT NOT NULL UNIQUE,
    school_id    INTEGER REFERENCES schools (id),
    published_at TEXT NOT NULL,    -- 'YYYY-MM-DDTHH:MM:SS', local time of the university
    title        TEXT NOT NULL,
    excerpt      TEXT NOT NULL,
    body         TEXT NOT NULL,    -- sanitized HTML
    image        TEXT,
    search_text  TEXT NOT NULL     -- lower-cased plain text of all languages, for ?search=
);
CREATE INDEX news_by_date ON news (published_at DESC, id DESC);
CREATE INDEX news_by_school ON news (school_id, published_at DESC, id DESC);

-- Blocks of pages, news items and later other owners, answered as {slug}-block{n}.
CREATE TABLE blocks (
    id          INTEGER PRIMARY KEY,
    owner_type  TEXT NOT NULL,     -- 'page', 'news', or the entity a page type stands for
    owner_id    INTEGER NOT NULL,
    n           INTEGER NOT NULL,
    position    INTEGER NOT NULL,
    top         TEXT NOT NULL,
    title       TEXT NOT NULL,
    "desc"      TEXT NOT NULL,     -- sanitized HTML
    link_text   TEXT NOT NULL,
    link_url    TEXT,
    images      TEXT NOT NULL,     -- JSON array of image paths
    bottom      TEXT NOT NULL,
    mobile      TEXT,
    UNIQUE (owner_type, owner_id, n)
);

CREATE TABLE block_items (
    id          INTEGER PRIMARY KEY,
    block_id    INTEGER NOT NULL REFERENCES blocks (id) ON DELETE CASCADE,
    sort_order  INTEGER NOT NULL,
    title       TEXT NOT NULL,
    "desc"      TEXT NOT NULL,
    image       TEXT,
    link_text   TEXT NOT NULL,
    link_url    TEXT
);
CREATE INDEX block_items_by_block ON block_items (block_id, sort_order);
