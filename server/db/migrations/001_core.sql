-- Core: settings, zones, modules, guests, customers, tokens, verification codes, newsletter.
CREATE TABLE business_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL -- JSON
);

CREATE TABLE zones (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  display_name TEXT NOT NULL,
  name_ar TEXT,
  coordinates TEXT NOT NULL, -- GeoJSON polygon ring [[lng,lat],...]
  status INTEGER NOT NULL DEFAULT 1,
  cash_on_delivery INTEGER NOT NULL DEFAULT 1,
  digital_payment INTEGER NOT NULL DEFAULT 1,
  offline_payment INTEGER NOT NULL DEFAULT 0,
  increased_delivery_fee REAL NOT NULL DEFAULT 0,
  increased_delivery_fee_status INTEGER NOT NULL DEFAULT 0,
  increase_delivery_charge_message TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE modules (
  id INTEGER PRIMARY KEY,
  module_name TEXT NOT NULL,
  module_name_ar TEXT,
  module_type TEXT NOT NULL CHECK (module_type IN ('grocery','food','pharmacy','ecommerce','parcel','rental')),
  description TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 1,
  theme_id INTEGER NOT NULL DEFAULT 1,
  all_zone_service INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE module_zone (
  module_id INTEGER NOT NULL REFERENCES modules(id),
  zone_id INTEGER NOT NULL REFERENCES zones(id),
  per_km_shipping_charge REAL NOT NULL DEFAULT 0,
  minimum_shipping_charge REAL NOT NULL DEFAULT 0,
  maximum_shipping_charge REAL,
  maximum_cod_order_amount REAL,
  delivery_charge_type TEXT NOT NULL DEFAULT 'distance',
  fixed_shipping_charge REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (module_id, zone_id)
);

CREATE TABLE guests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  fcm_token TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  f_name TEXT,
  l_name TEXT,
  email TEXT UNIQUE,
  phone TEXT UNIQUE,
  password TEXT, -- scrypt$salt$hash
  image TEXT,
  is_phone_verified INTEGER NOT NULL DEFAULT 0,
  is_email_verified INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  login_medium TEXT NOT NULL DEFAULT 'manual',
  wallet_balance REAL NOT NULL DEFAULT 0,
  loyalty_point INTEGER NOT NULL DEFAULT 0,
  ref_code TEXT UNIQUE,
  ref_by INTEGER,
  interest TEXT NOT NULL DEFAULT '[]',
  module_ids TEXT NOT NULL DEFAULT '[]',
  current_language_key TEXT NOT NULL DEFAULT 'en',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  identity TEXT NOT NULL,         -- phone or email
  purpose TEXT NOT NULL,          -- verify | reset | login
  code TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  blocked_until TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX verification_codes_identity ON verification_codes(identity, purpose);

CREATE TABLE login_attempts (
  identity TEXT PRIMARY KEY,
  failures INTEGER NOT NULL DEFAULT 0,
  blocked_until TEXT,
  updated_at TEXT NOT NULL
);

CREATE TABLE newsletter_subscribers (
  email TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);

CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  contact_person_name TEXT NOT NULL,
  contact_person_number TEXT NOT NULL,
  address_type TEXT NOT NULL,
  address TEXT NOT NULL,
  floor TEXT,
  road TEXT,
  house TEXT,
  latitude TEXT NOT NULL,
  longitude TEXT NOT NULL,
  zone_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
