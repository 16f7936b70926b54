-- The news table rebuilt with its long texts last. A list reads each item's card (title, excerpt,
-- image, date, school) and `published`, but `image` and `published` sat after `body` and
-- `search_text` (14 KB an item in the demo, most of it in overflow pages), so every row a list
-- read followed the body's chain of overflow pages to reach them. Columns after the card are read
-- only for an item's own page (`body`) and the `?search=` filter (`search_text`).
CREATE TABLE news_texts_last (
    id           INTEGER PRIMARY KEY,
    slug         TEXT NOT NULL UNIQUE,
    school_id    INTEGER REFERENCES schools (id),
    published_at TEXT NOT NULL,    -- 'YYYY-MM-DDTHH:MM:SS', local time of the university
    published    INTEGER NOT NULL DEFAULT 1,
    image        TEXT,
    title        TEXT NOT NULL,
    excerpt      TEXT NOT NULL,
    body         TEXT NOT NULL,    -- sanitized HTML
    search_text  TEXT NOT NULL     -- lower-cased plain text of all languages, for ?search=
);
INSERT INTO news_texts_last (id, slug, school_id, published_at, published, image, title, excerpt, body, search_text)
    SELECT id, slug, school_id, published_at, published, image, title, excerpt, body, search_text FROM news;
DROP TABLE news;
ALTER TABLE news_texts_last RENAME TO news;
CREATE INDEX news_by_date ON news (published_at DESC, id DESC);
CREATE INDEX news_by_school ON news (school_id, published_at DESC, id DESC);
CREATE INDEX news_by_publication ON news (published, published_at);
