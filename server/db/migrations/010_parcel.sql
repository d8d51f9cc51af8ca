-- The parcel module's own content: Arabic descriptions and timestamps for parcel categories, the delivery
-- instructions a sender picks from, the parcel cancellation reasons (before or after pickup), and the
-- parcel home's promotional banners, "how it works" content and "why choose us" cards. Additive only.

ALTER TABLE parcel_categories ADD COLUMN description_ar TEXT;
ALTER TABLE parcel_categories ADD COLUMN created_at TEXT NOT NULL DEFAULT '2025-01-15T08:00:00.000000Z';
ALTER TABLE parcel_categories ADD COLUMN updated_at TEXT NOT NULL DEFAULT '2025-01-15T08:00:00.000000Z';

CREATE TABLE parcel_delivery_instructions (
  id INTEGER PRIMARY KEY,
  instruction TEXT NOT NULL,
  instruction_ar TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE parcel_cancellation_reasons (
  id INTEGER PRIMARY KEY,
  reason TEXT NOT NULL,
  reason_ar TEXT,
  user_type TEXT NOT NULL DEFAULT 'customer',
  cancellation_type TEXT NOT NULL CHECK (cancellation_type IN ('before_pickup', 'after_pickup')),
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Keyed content of a module's landing page: `promotional_banner` rows (value = picture file, title = its
-- words) and `video_banner_content` rows (section title, banner type and picture, three step texts).
CREATE TABLE module_wise_banners (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  key TEXT NOT NULL,
  type TEXT NOT NULL,
  value TEXT,
  value_ar TEXT,
  title TEXT,
  title_ar TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX module_wise_banners_module ON module_wise_banners(module_id, type);

CREATE TABLE module_wise_why_chooses (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  title TEXT NOT NULL,
  title_ar TEXT,
  short_description TEXT NOT NULL,
  short_description_ar TEXT,
  image TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
