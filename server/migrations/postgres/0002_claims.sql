-- Work that must happen once is claimed in the database with a lease, so that any number of
-- servers can share the database and a dead one's work is taken over (SQLite's 0015). A mail of
-- the outbox is held by the worker named in claimed_by until claimed_until; both are NULL while
-- it is free, and a claim past its time is free to be taken again.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_until TIMESTAMPTZ;
