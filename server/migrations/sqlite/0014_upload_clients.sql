-- The client (its rate-limit key: an IPv4 address or an IPv6 /64) that sent each visitor's file,
-- so that the files one client has sent and no submission has claimed yet can be capped in total.
-- Files sent before this migration have none, and count for nobody.
ALTER TABLE uploads ADD COLUMN client TEXT;
CREATE INDEX uploads_unclaimed_by_client ON uploads (client) WHERE submission IS NULL;
