-- Solved form challenges already used, kept until their challenge expires, so that no solution
-- is accepted twice (by any process sharing the database).
CREATE TABLE spent_proofs (
    signature TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
);
CREATE INDEX spent_proofs_expiry ON spent_proofs (expires_at);
