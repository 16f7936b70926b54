-- What visitors send: their requests (the fields of each form as a JSON document, since every
-- form has its own) and the files they upload, which only a submission and staff can use.

CREATE TABLE submissions (
    id              INTEGER PRIMARY KEY,
    type            TEXT NOT NULL,   -- consultation, registration, book, archive-info, ...
    lang            TEXT NOT NULL,   -- kz, ru, en: the language the visitor used
    page            TEXT,            -- the site path the visitor sent it from
    fields          TEXT NOT NULL,   -- JSON object of the checked fields
    client          TEXT NOT NULL,   -- the client's address, for abuse handling
    idempotency_key TEXT UNIQUE,     -- a retried submit with the same key counts once
    created_at      TEXT NOT NULL    -- UTC, RFC 3339
);
CREATE INDEX submissions_by_type ON submissions (type, created_at);
CREATE INDEX submissions_by_time ON submissions (created_at);

CREATE TABLE uploads (
    id            TEXT PRIMARY KEY,  -- random; the reference is "upload:<id>"
    stored_name   TEXT NOT NULL,     -- file name in the data dir's uploads/
    original_name TEXT NOT NULL,
    content_type  TEXT NOT NULL,     -- judged from the bytes
    size          INTEGER NOT NULL,
    created_at    TEXT NOT NULL,
    submission    INTEGER REFERENCES submissions (id)  -- set once, by the submission using it
);
CREATE INDEX uploads_by_submission ON uploads (submission);
