-- Item orders end to end (contract-marketplace §M4–§M5): delivery people with a position for tracking and
-- their reviews, cancellation and refund reasons, refund requests, payment requests behind the reference
-- payment page (orders today, wallet top-ups later), and the order columns placement, payment and the
-- status clock write. Additive only, so older databases upgrade in place.

CREATE TABLE delivery_men (
  id INTEGER PRIMARY KEY,
  f_name TEXT NOT NULL,
  l_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT,
  zone_id INTEGER REFERENCES zones(id),
  vehicle TEXT NOT NULL DEFAULT 'bike',
  -- Where the rider waits between orders; their position on an order is derived from the order's clock.
  home_latitude TEXT NOT NULL,
  home_longitude TEXT NOT NULL,
  rating TEXT NOT NULL DEFAULT '[0,0,0,0,0]', -- counts of 5,4,3,2,1 stars
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE delivery_man_reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  delivery_man_id INTEGER NOT NULL REFERENCES delivery_men(id),
  order_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  rating INTEGER NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  attachment TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (delivery_man_id, order_id, user_id)
);

CREATE TABLE cancellation_reasons (
  id INTEGER PRIMARY KEY,
  reason TEXT NOT NULL,
  reason_ar TEXT,
  user_type TEXT NOT NULL DEFAULT 'customer',
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE refund_reasons (
  id INTEGER PRIMARY KEY,
  reason TEXT NOT NULL,
  reason_ar TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  order_status TEXT NOT NULL,
  customer_reason TEXT NOT NULL,
  customer_note TEXT,
  admin_note TEXT,
  refund_amount REAL NOT NULL,
  refund_method TEXT NOT NULL DEFAULT 'wallet',
  refund_status TEXT NOT NULL DEFAULT 'pending',
  image TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One visit to the payment page: what is paid for (`purpose` + `reference_id`), by whom, how much, where the
-- browser returns, and how it ended (pending | success | fail | cancel).
CREATE TABLE payment_requests (
  id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  reference_id INTEGER NOT NULL,
  payer_id INTEGER NOT NULL,
  is_guest INTEGER NOT NULL DEFAULT 0,
  amount REAL NOT NULL,
  gateway TEXT NOT NULL,
  callback TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  transaction_reference TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX payment_requests_reference ON payment_requests(purpose, reference_id);

ALTER TABLE orders ADD COLUMN delivery_man_id INTEGER;
ALTER TABLE orders ADD COLUMN callback TEXT;
ALTER TABLE orders ADD COLUMN flash_admin_discount_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN flash_store_discount_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN processing_time INTEGER;
ALTER TABLE orders ADD COLUMN refund_request_canceled TEXT;
ALTER TABLE orders ADD COLUMN cancellation_note TEXT;
CREATE INDEX orders_status ON orders(order_status);

ALTER TABLE order_details ADD COLUMN variant TEXT NOT NULL DEFAULT '';
ALTER TABLE order_details ADD COLUMN category_id INTEGER;

-- How a zone's busy-hours surcharge is added to the delivery fee: a percentage of it or a fixed amount.
ALTER TABLE zones ADD COLUMN increased_delivery_fee_type TEXT NOT NULL DEFAULT 'percent';

-- Pictures that come with an order (prescriptions) or a refund request, by an unguessable file name.
CREATE TABLE order_files (
  file_name TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL, -- prescription | refund
  mime_type TEXT NOT NULL,
  data BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX order_files_order ON order_files(order_id);

-- A placement a client retries after losing the answer comes back with the same key and gets the first answer,
-- never a second order.
CREATE TABLE order_placements (
  idempotency_key TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  is_guest INTEGER NOT NULL,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  answer TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (idempotency_key, user_id, is_guest)
);
