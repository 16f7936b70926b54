-- The applications inbox: what staff do with a submission (status, assignee, notes), who is told
-- of new ones (routes) and the mail that tells them (the outbox). None of these tables is content:
-- seeding and content imports never touch them.

ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'in_progress', 'done', 'spam'));
ALTER TABLE submissions ADD COLUMN assignee INTEGER REFERENCES staff_users (id) ON DELETE SET NULL;
ALTER TABLE submissions ADD COLUMN updated_at TEXT;
-- The names, e-mails, phones and messages of the fields, lower-cased by the server (SQLite's
-- LOWER knows only Latin letters), for the inbox's free-text search. Empty until filled.
ALTER TABLE submissions ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
CREATE INDEX submissions_by_status ON submissions (status, created_at);

CREATE TABLE submission_notes (
    id         INTEGER PRIMARY KEY,
    submission INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    at         TEXT NOT NULL,             -- UTC, RFC 3339
    user_id    INTEGER REFERENCES staff_users (id) ON DELETE SET NULL,
    email      TEXT NOT NULL,             -- kept when the account is gone
    text       TEXT NOT NULL
);
CREATE INDEX submission_notes_by_submission ON submission_notes (submission, id);

-- Which mailbox is told of which form's submissions, in which language.
CREATE TABLE mail_routes (
    form  TEXT NOT NULL,
    email TEXT NOT NULL,
    lang  TEXT NOT NULL DEFAULT 'kz' CHECK (lang IN ('kz', 'ru', 'en')),
    PRIMARY KEY (form, email)
);

-- Notification mail, written in the transaction that stores its submission and sent by the
-- outbox worker. It holds a visitor's name and contacts, so it goes with its submission.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    submission      INTEGER REFERENCES submissions (id) ON DELETE CASCADE,
    message_id      TEXT NOT NULL UNIQUE,  -- the same on every attempt, so a receiver can drop a repeat
    recipient       TEXT NOT NULL,
    subject         TEXT NOT NULL,
    body            TEXT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,         -- UTC, RFC 3339
    last_error      TEXT,
    created_at      TEXT NOT NULL,
    sent_at         TEXT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_by_submission ON outbox (submission);
