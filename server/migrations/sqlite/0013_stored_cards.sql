-- The cards of the programme list and the news list in each language, as an answer writes them
-- (store/cards.rs): derived by the write that changes what a card shows, and made again at every
-- start. The news table is rebuilt to keep them before the long texts (see 0011): a list reads
-- the card columns of each of its rows and nothing after them.
ALTER TABLE programs ADD COLUMN card_kz TEXT;
ALTER TABLE programs ADD COLUMN card_ru TEXT;
ALTER TABLE programs ADD COLUMN card_en TEXT;

CREATE TABLE news_with_cards (
    id           INTEGER PRIMARY KEY,
    slug         TEXT NOT NULL UNIQUE,
    school_id    INTEGER REFERENCES schools (id),
    published_at TEXT NOT NULL,    -- 'YYYY-MM-DDTHH:MM:SS', local time of the university
    published    INTEGER NOT NULL DEFAULT 1,
    image        TEXT,
    title        TEXT NOT NULL,
    excerpt      TEXT NOT NULL,
    card_kz      TEXT,
    card_ru      TEXT,
    card_en      TEXT,
    body         TEXT NOT NULL,    -- sanitized HTML
    search_text  TEXT NOT NULL     -- lower-cased plain text of all languages, for ?search=
);
INSERT INTO news_with_cards (id, slug, school_id, published_at, published, image, title, excerpt, body, search_text)
    SELECT id, slug, school_id, published_at, published, image, title, excerpt, body, search_text FROM news;
DROP TABLE news;
ALTER TABLE news_with_cards RENAME TO news;
CREATE INDEX news_by_date ON news (published_at DESC, id DESC);
CREATE INDEX news_by_school ON news (school_id, published_at DESC, id DESC);
CREATE INDEX news_by_publication ON news (published, published_at);
