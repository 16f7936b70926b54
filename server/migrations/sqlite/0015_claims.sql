-- Work that must happen once is claimed in the database with a lease, so that any number of
-- processes can share the database and a dead one's work is taken over. A mail of the outbox is
-- held by the worker named in claimed_by until claimed_until (UTC, RFC 3339); both are NULL while
-- it is free, and a claim past its time is free to be taken again.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
