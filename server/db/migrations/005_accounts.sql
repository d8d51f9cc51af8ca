-- Accounts: one-time code attempt tracking and uploaded profile pictures. Additive only.

-- When the last wrong code was entered: wrong codes count towards a block only while they keep coming
-- within a minute of each other.
ALTER TABLE verification_codes ADD COLUMN last_failed_at TEXT;

-- Profile pictures live in the database (so they work for in-memory databases too) and are served from
-- /storage/user/<file_name>. Deleting the customer deletes the picture.
CREATE TABLE user_images (
  file_name TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  mime_type TEXT NOT NULL,
  data BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX user_images_user ON user_images(user_id);
