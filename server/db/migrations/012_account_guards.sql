-- Password guessing escalates: each block an account earns lasts twice as long as the one before (services/auth.ts),
-- so the count of blocks so far is kept with the failures. Additive only, so older databases upgrade in place.

ALTER TABLE login_attempts ADD COLUMN blocks INTEGER NOT NULL DEFAULT 0;

-- A guest id is known only if this server issued it; its last use decides when an idle guest who kept nothing
-- is swept (services/housekeeping.ts), so a guest who keeps browsing keeps their id.
ALTER TABLE guests ADD COLUMN last_seen_at TEXT;

-- Ready-made messages a customer can send to support about an order (`customer/automated-message`). A
-- database created before this migration has none until `npm run db:reset`.
CREATE TABLE automated_messages (
  id INTEGER PRIMARY KEY,
  message TEXT NOT NULL,
  message_ar TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
