-- Columns and tables the first three migrations left out, so every domain of the contract has its data:
-- store presentation and ordering settings, item tax/categories, richer campaigns, order columns and order
-- lines, wallet and loyalty ledgers, parcel categories, rental drivers, and the remaining trip, trip line
-- and review columns. Additive only, so databases created by earlier migrations upgrade in place.

-- Stores and rental providers (contract §3.4).
ALTER TABLE stores ADD COLUMN logo TEXT;
ALTER TABLE stores ADD COLUMN cover_photo TEXT;
ALTER TABLE stores ADD COLUMN vendor_id INTEGER;
ALTER TABLE stores ADD COLUMN meta_title TEXT;
ALTER TABLE stores ADD COLUMN meta_description TEXT;
ALTER TABLE stores ADD COLUMN off_day TEXT NOT NULL DEFAULT ' ';
ALTER TABLE stores ADD COLUMN item_section INTEGER NOT NULL DEFAULT 1;
ALTER TABLE stores ADD COLUMN reviews_section INTEGER NOT NULL DEFAULT 1;
ALTER TABLE stores ADD COLUMN cutlery INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stores ADD COLUMN prescription_order INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stores ADD COLUMN pos_system INTEGER NOT NULL DEFAULT 1;
ALTER TABLE stores ADD COLUMN order_place_to_schedule_interval INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stores ADD COLUMN announcement INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stores ADD COLUMN announcement_message TEXT;
ALTER TABLE stores ADD COLUMN store_business_model TEXT NOT NULL DEFAULT 'commission';
ALTER TABLE stores ADD COLUMN gst_status INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stores ADD COLUMN gst_code TEXT NOT NULL DEFAULT '';
ALTER TABLE stores ADD COLUMN extra_packaging_status INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stores ADD COLUMN extra_packaging_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE stores ADD COLUMN is_recommended INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stores ADD COLUMN minimum_stock_for_warning INTEGER NOT NULL DEFAULT 0;
CREATE INDEX stores_module_zone ON stores(module_id, zone_id);

CREATE INDEX categories_module ON categories(module_id, parent_id);

-- Items (contract §3.5.1): category path as [{id, position}], attributes, item tax.
ALTER TABLE items ADD COLUMN category_ids TEXT NOT NULL DEFAULT '[]';
ALTER TABLE items ADD COLUMN attributes TEXT NOT NULL DEFAULT '[]';
ALTER TABLE items ADD COLUMN tax REAL NOT NULL DEFAULT 0;
ALTER TABLE items ADD COLUMN tax_type TEXT NOT NULL DEFAULT 'percent';
ALTER TABLE items ADD COLUMN is_approved INTEGER NOT NULL DEFAULT 1;
ALTER TABLE items ADD COLUMN brand_id INTEGER NOT NULL DEFAULT 0;
CREATE INDEX items_module_category ON items(module_id, category_id);
CREATE INDEX items_slug ON items(slug);

ALTER TABLE add_ons ADD COLUMN name_ar TEXT;
ALTER TABLE add_ons ADD COLUMN status INTEGER NOT NULL DEFAULT 1;

-- Item campaigns are sold like items with their own price window (web adds them with model "ItemCampaign").
ALTER TABLE item_campaigns ADD COLUMN store_id INTEGER;
ALTER TABLE item_campaigns ADD COLUMN module_id INTEGER;
ALTER TABLE item_campaigns ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE item_campaigns ADD COLUMN price REAL NOT NULL DEFAULT 0;
ALTER TABLE item_campaigns ADD COLUMN discount REAL NOT NULL DEFAULT 0;
ALTER TABLE item_campaigns ADD COLUMN discount_type TEXT NOT NULL DEFAULT 'percent';
ALTER TABLE item_campaigns ADD COLUMN start_time TEXT NOT NULL DEFAULT '00:00:00';
ALTER TABLE item_campaigns ADD COLUMN end_time TEXT NOT NULL DEFAULT '23:59:59';
ALTER TABLE item_campaigns ADD COLUMN status INTEGER NOT NULL DEFAULT 1;

ALTER TABLE banners ADD COLUMN status INTEGER NOT NULL DEFAULT 1;
ALTER TABLE provider_banners ADD COLUMN status INTEGER NOT NULL DEFAULT 1;

ALTER TABLE coupons ADD COLUMN slug TEXT;
ALTER TABLE coupons ADD COLUMN created_at TEXT;
ALTER TABLE coupons ADD COLUMN updated_at TEXT;

-- Customers (contract §3.9).
ALTER TABLE users ADD COLUMN cm_firebase_token TEXT;
ALTER TABLE users ADD COLUMN social_id TEXT;
ALTER TABLE users ADD COLUMN email_verified_at TEXT;
ALTER TABLE users ADD COLUMN temp_token TEXT;
ALTER TABLE users ADD COLUMN zone_id INTEGER;
ALTER TABLE users ADD COLUMN is_from_pos INTEGER NOT NULL DEFAULT 0;

ALTER TABLE customer_addresses ADD COLUMN contact_person_email TEXT;

-- One-time codes: when a code stops being valid, and when it was used.
ALTER TABLE verification_codes ADD COLUMN expires_at TEXT;
ALTER TABLE verification_codes ADD COLUMN verified_at TEXT;

-- Wallet and loyalty ledgers (customer wallet/transactions, loyalty-point/transactions).
CREATE TABLE wallet_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  transaction_id TEXT NOT NULL UNIQUE,
  credit REAL NOT NULL DEFAULT 0,
  debit REAL NOT NULL DEFAULT 0,
  admin_bonus REAL NOT NULL DEFAULT 0,
  balance REAL NOT NULL DEFAULT 0,
  transaction_type TEXT NOT NULL, -- add_fund | order_place | trip_payment | loyalty_point | referrer | CashBack | partial_payment
  reference TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX wallet_transactions_user ON wallet_transactions(user_id, created_at);

CREATE TABLE loyalty_point_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  transaction_id TEXT NOT NULL UNIQUE,
  credit REAL NOT NULL DEFAULT 0,
  debit REAL NOT NULL DEFAULT 0,
  balance REAL NOT NULL DEFAULT 0,
  transaction_type TEXT NOT NULL, -- order_place | point_to_wallet
  reference TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX loyalty_point_transactions_user ON loyalty_point_transactions(user_id, created_at);

-- Orders (contract §3.7) and their lines (order details).
ALTER TABLE orders ADD COLUMN zone_id INTEGER;
ALTER TABLE orders ADD COLUMN order_type TEXT NOT NULL DEFAULT 'delivery';
ALTER TABLE orders ADD COLUMN coupon_code TEXT;
ALTER TABLE orders ADD COLUMN coupon_discount_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN coupon_discount_title TEXT;
ALTER TABLE orders ADD COLUMN coupon_created_by TEXT;
ALTER TABLE orders ADD COLUMN store_discount_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN total_tax_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN tax_status TEXT NOT NULL DEFAULT 'excluded';
ALTER TABLE orders ADD COLUMN tax_percentage REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN delivery_charge REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN original_delivery_charge REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN free_delivery_by TEXT;
ALTER TABLE orders ADD COLUMN additional_charge REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN dm_tips REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN extra_packaging_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN partially_paid_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN ref_bonus_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN bring_change_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN transaction_reference TEXT;
ALTER TABLE orders ADD COLUMN delivery_address TEXT; -- JSON {contact_person_name, contact_person_number, contact_person_email, address_type, address, floor, road, house, latitude, longitude}
ALTER TABLE orders ADD COLUMN delivery_address_id INTEGER;
ALTER TABLE orders ADD COLUMN distance REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN scheduled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN schedule_at TEXT;
ALTER TABLE orders ADD COLUMN order_note TEXT;
ALTER TABLE orders ADD COLUMN unavailable_item_note TEXT;
ALTER TABLE orders ADD COLUMN delivery_instruction TEXT;
ALTER TABLE orders ADD COLUMN cutlery INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN prescription_order INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN order_attachment TEXT;
ALTER TABLE orders ADD COLUMN parcel_category_id INTEGER;
ALTER TABLE orders ADD COLUMN receiver_details TEXT;
ALTER TABLE orders ADD COLUMN charge_payer TEXT;
ALTER TABLE orders ADD COLUMN otp TEXT;
ALTER TABLE orders ADD COLUMN cancellation_reason TEXT;
ALTER TABLE orders ADD COLUMN canceled_by TEXT;
ALTER TABLE orders ADD COLUMN pending TEXT;
ALTER TABLE orders ADD COLUMN accepted TEXT;
ALTER TABLE orders ADD COLUMN confirmed TEXT;
ALTER TABLE orders ADD COLUMN processing TEXT;
ALTER TABLE orders ADD COLUMN handover TEXT;
ALTER TABLE orders ADD COLUMN picked_up TEXT;
ALTER TABLE orders ADD COLUMN delivered TEXT;
ALTER TABLE orders ADD COLUMN canceled TEXT;
ALTER TABLE orders ADD COLUMN failed TEXT;
ALTER TABLE orders ADD COLUMN refund_requested TEXT;
ALTER TABLE orders ADD COLUMN refunded TEXT;
CREATE INDEX orders_owner ON orders(user_id, is_guest, module_id);

CREATE TABLE order_details (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  item_id INTEGER,
  item_campaign_id INTEGER,
  price REAL NOT NULL,
  quantity INTEGER NOT NULL,
  discount_on_item REAL NOT NULL DEFAULT 0,
  discount_type TEXT NOT NULL DEFAULT 'discount_on_product',
  tax_amount REAL NOT NULL DEFAULT 0,
  total_add_on_price REAL NOT NULL DEFAULT 0,
  variation TEXT NOT NULL DEFAULT '[]',
  add_ons TEXT NOT NULL DEFAULT '[]', -- [{id, name, price, quantity}]
  item_details TEXT NOT NULL,        -- item snapshot at order time
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX order_details_order ON order_details(order_id);

-- Parcel module: what is being sent, with its own charges.
CREATE TABLE parcel_categories (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  name TEXT NOT NULL,
  name_ar TEXT,
  description TEXT NOT NULL DEFAULT '',
  parcel_per_km_shipping_charge REAL,
  parcel_minimum_shipping_charge REAL,
  status INTEGER NOT NULL DEFAULT 1
);

-- Rental: drivers a provider assigns with a unit, and the remaining trip columns (§3.13).
CREATE TABLE vehicle_drivers (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES stores(id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT,
  phone TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

ALTER TABLE trip_vehicle_details ADD COLUMN updated_at TEXT;
CREATE INDEX trip_vehicle_details_trip ON trip_vehicle_details(trip_id);

ALTER TABLE trips ADD COLUMN pickup_zone_id INTEGER;
ALTER TABLE trips ADD COLUMN cash_back_id INTEGER;
ALTER TABLE trips ADD COLUMN transaction_reference TEXT;
ALTER TABLE trips ADD COLUMN ref_bonus_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE trips ADD COLUMN partially_paid_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE trips ADD COLUMN attachment TEXT;
ALTER TABLE trips ADD COLUMN callback TEXT;
ALTER TABLE trips ADD COLUMN edited INTEGER NOT NULL DEFAULT 0;
ALTER TABLE trips ADD COLUMN checked INTEGER NOT NULL DEFAULT 0;

ALTER TABLE trip_details ADD COLUMN calculated_price REAL NOT NULL DEFAULT 0;
ALTER TABLE trip_details ADD COLUMN scheduled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE trip_details ADD COLUMN schedule_at TEXT;
ALTER TABLE trip_details ADD COLUMN estimated_trip_end_time TEXT;
ALTER TABLE trip_details ADD COLUMN is_edited INTEGER NOT NULL DEFAULT 0;
CREATE INDEX trip_details_trip ON trip_details(trip_id);

ALTER TABLE rental_reviews ADD COLUMN attachment TEXT; -- JSON array of file names
ALTER TABLE rental_reviews ADD COLUMN reply TEXT;
ALTER TABLE rental_reviews ADD COLUMN replied_at TEXT;
ALTER TABLE rental_reviews ADD COLUMN review_id TEXT;
CREATE INDEX rental_reviews_provider ON rental_reviews(provider_id);

CREATE INDEX wishlists_user ON wishlists(user_id);
CREATE INDEX rental_wishlists_user ON rental_wishlists(user_id);
CREATE INDEX carts_owner ON carts(user_id, is_guest, module_id);
