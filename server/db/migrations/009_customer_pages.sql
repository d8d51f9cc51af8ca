-- The customer's own pages: wallet bonus offers, notifications, conversations with stores, delivery people
-- and support (with their pictures), delivery people, and store and delivery-person applications. Additive only.

CREATE TABLE wallet_bonuses (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_ar TEXT,
  description TEXT NOT NULL DEFAULT '',
  description_ar TEXT,
  bonus_type TEXT NOT NULL CHECK (bonus_type IN ('percentage', 'amount')),
  bonus_amount REAL NOT NULL,
  minimum_add_amount REAL NOT NULL DEFAULT 0,
  maximum_bonus_amount REAL NOT NULL DEFAULT 0,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Push notifications the operator sent to every customer of a zone (zone_id null: everyone).
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_ar TEXT,
  description TEXT NOT NULL,
  description_ar TEXT,
  image TEXT,
  zone_id INTEGER,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Notifications about one customer's own orders, trips and wallet (data is JSON text, as the contract sends it).
CREATE TABLE user_notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX user_notifications_user ON user_notifications(user_id, created_at);

-- Delivery-person applications (application_status pending | approved | denied); the working fleet is delivery_men.
CREATE TABLE delivery_man_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  f_name TEXT NOT NULL,
  l_name TEXT,
  phone TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  password TEXT,
  identity_type TEXT,
  identity_number TEXT,
  zone_id INTEGER REFERENCES zones(id),
  vehicle_id INTEGER,
  earning INTEGER NOT NULL DEFAULT 1,
  status INTEGER NOT NULL DEFAULT 0,
  application_status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- The vehicles a delivery person may deliver with (`get-vehicles`).
CREATE TABLE dm_vehicles (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  type_ar TEXT,
  starting_coverage_area REAL NOT NULL,
  maximum_coverage_area REAL NOT NULL,
  extra_charges REAL NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Store applications: everything the form sent, kept for the operator to review (status pending).
CREATE TABLE store_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_name TEXT NOT NULL,
  address TEXT NOT NULL,
  translations TEXT NOT NULL DEFAULT '[]',
  zone_id INTEGER NOT NULL REFERENCES zones(id),
  module_id INTEGER NOT NULL REFERENCES modules(id),
  latitude TEXT NOT NULL,
  longitude TEXT NOT NULL,
  f_name TEXT NOT NULL,
  l_name TEXT,
  phone TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  password TEXT NOT NULL,
  delivery_time TEXT NOT NULL,
  tax REAL,
  tin TEXT,
  tin_expire_date TEXT,
  business_plan TEXT NOT NULL DEFAULT 'commission',
  package_id INTEGER,
  pickup_zone_id TEXT,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Pictures sent with applications and messages, stored in the database like profile pictures and served
-- from /storage/<kind>/<file_name>. owner_id is the application or message they belong to.
CREATE TABLE uploaded_images (
  file_name TEXT PRIMARY KEY,
  kind TEXT NOT NULL, -- conversation | store_logo | store_cover | tin_certificate | delivery_man | identity
  owner_id INTEGER NOT NULL,
  mime_type TEXT NOT NULL,
  data BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX uploaded_images_owner ON uploaded_images(kind, owner_id);

-- Chat parties: one row per customer, store, delivery person or the support desk (admin_id) taking part.
CREATE TABLE user_infos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  vendor_id INTEGER REFERENCES stores(id),
  deliveryman_id INTEGER REFERENCES delivery_men(id),
  admin_id INTEGER,
  f_name TEXT,
  l_name TEXT,
  phone TEXT,
  email TEXT,
  image TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX user_infos_user ON user_infos(user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX user_infos_vendor ON user_infos(vendor_id) WHERE vendor_id IS NOT NULL;
CREATE UNIQUE INDEX user_infos_deliveryman ON user_infos(deliveryman_id) WHERE deliveryman_id IS NOT NULL;
CREATE UNIQUE INDEX user_infos_admin ON user_infos(admin_id) WHERE admin_id IS NOT NULL;

CREATE TABLE conversations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sender_id INTEGER NOT NULL REFERENCES user_infos(id) ON DELETE CASCADE,
  sender_type TEXT NOT NULL,
  receiver_id INTEGER NOT NULL,
  receiver_type TEXT NOT NULL, -- vendor | delivery_man | admin
  unread_message_count INTEGER NOT NULL DEFAULT 0,
  last_message_id INTEGER,
  last_message_time TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX conversations_sender ON conversations(sender_id, last_message_time);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  sender_id INTEGER NOT NULL REFERENCES user_infos(id) ON DELETE CASCADE,
  message TEXT,
  file TEXT NOT NULL DEFAULT '[]',
  is_seen INTEGER NOT NULL DEFAULT 0,
  order_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX messages_conversation ON messages(conversation_id, id);

-- A message's pictures go with it (also when a deleted account takes its conversations along).
CREATE TRIGGER messages_pictures_cleanup AFTER DELETE ON messages
BEGIN
  DELETE FROM uploaded_images WHERE kind = 'conversation' AND owner_id = OLD.id;
END;
