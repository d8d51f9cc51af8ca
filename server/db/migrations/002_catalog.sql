-- Stores (including rental providers), schedules, discounts, categories, items, add-ons, banners, coupons,
-- wishlists and the item cart.
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  parent_id INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  name_ar TEXT,
  slug TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  featured INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE stores (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  zone_id INTEGER NOT NULL REFERENCES zones(id),
  name TEXT NOT NULL,
  name_ar TEXT,
  slug TEXT NOT NULL UNIQUE,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  address TEXT NOT NULL,
  latitude TEXT NOT NULL,
  longitude TEXT NOT NULL,
  pickup_zone_id TEXT, -- rental: JSON array of zone-id strings
  minimum_order REAL NOT NULL DEFAULT 0,
  comission REAL NOT NULL DEFAULT 10,
  tax REAL NOT NULL DEFAULT 5,
  schedule_order INTEGER NOT NULL DEFAULT 1,
  free_delivery INTEGER NOT NULL DEFAULT 0,
  delivery INTEGER NOT NULL DEFAULT 1,
  take_away INTEGER NOT NULL DEFAULT 1,
  veg INTEGER NOT NULL DEFAULT 1,
  non_veg INTEGER NOT NULL DEFAULT 1,
  halal_tag_status INTEGER NOT NULL DEFAULT 0,
  self_delivery_system INTEGER NOT NULL DEFAULT 0,
  minimum_shipping_charge REAL NOT NULL DEFAULT 0,
  per_km_shipping_charge REAL NOT NULL DEFAULT 0,
  maximum_shipping_charge REAL,
  delivery_time TEXT NOT NULL DEFAULT '30-40 min',
  featured INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  status INTEGER NOT NULL DEFAULT 1,
  rating TEXT NOT NULL DEFAULT '[0,0,0,0,0]', -- counts of 5,4,3,2,1 stars
  order_count INTEGER NOT NULL DEFAULT 0,
  trips_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE store_schedules (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id INTEGER NOT NULL REFERENCES stores(id),
  day INTEGER NOT NULL, -- 0 = Sunday
  opening_time TEXT NOT NULL,
  closing_time TEXT NOT NULL
);
CREATE INDEX store_schedules_store ON store_schedules(store_id, day);

CREATE TABLE discounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id INTEGER NOT NULL UNIQUE REFERENCES stores(id),
  discount REAL NOT NULL,
  discount_type TEXT NOT NULL DEFAULT 'percent',
  min_purchase REAL NOT NULL DEFAULT 0,
  max_discount REAL NOT NULL DEFAULT 0,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE items (
  id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL REFERENCES stores(id),
  module_id INTEGER NOT NULL REFERENCES modules(id),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  name TEXT NOT NULL,
  name_ar TEXT,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  price REAL NOT NULL,
  discount REAL NOT NULL DEFAULT 0,
  discount_type TEXT NOT NULL DEFAULT 'percent',
  variations TEXT NOT NULL DEFAULT '[]',
  choice_options TEXT NOT NULL DEFAULT '[]',
  food_variations TEXT NOT NULL DEFAULT '[]',
  add_on_ids TEXT NOT NULL DEFAULT '[]',
  stock INTEGER NOT NULL DEFAULT 0,
  maximum_cart_quantity INTEGER NOT NULL DEFAULT 0,
  available_time_starts TEXT NOT NULL DEFAULT '00:00:00',
  available_time_ends TEXT NOT NULL DEFAULT '23:59:59',
  veg INTEGER NOT NULL DEFAULT 0,
  is_halal INTEGER NOT NULL DEFAULT 0,
  organic INTEGER NOT NULL DEFAULT 0,
  recommended INTEGER NOT NULL DEFAULT 0,
  is_prescription_required INTEGER NOT NULL DEFAULT 0,
  generic_name TEXT NOT NULL DEFAULT '[]',
  unit_type TEXT,
  nutritions_name TEXT NOT NULL DEFAULT '[]',
  allergies_name TEXT NOT NULL DEFAULT '[]',
  tags TEXT NOT NULL DEFAULT '[]',
  avg_rating REAL NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  order_count INTEGER NOT NULL DEFAULT 0,
  images_count INTEGER NOT NULL DEFAULT 1,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX items_store ON items(store_id);

CREATE TABLE add_ons (
  id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL REFERENCES stores(id),
  name TEXT NOT NULL,
  price REAL NOT NULL
);

CREATE TABLE item_campaigns (
  id INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES items(id),
  title TEXT NOT NULL,
  available_date_starts TEXT NOT NULL,
  available_date_ends TEXT NOT NULL
);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  zone_id INTEGER NOT NULL REFERENCES zones(id),
  title TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'default', -- default | store_wise | item_wise
  link TEXT,
  store_id INTEGER,
  item_id INTEGER,
  featured INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE provider_banners (
  id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL REFERENCES stores(id),
  title TEXT NOT NULL
);

CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  title TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE,
  start_date TEXT NOT NULL,
  expire_date TEXT NOT NULL,
  min_purchase REAL NOT NULL DEFAULT 0,
  max_discount REAL NOT NULL DEFAULT 0,
  discount REAL NOT NULL,
  discount_type TEXT NOT NULL,
  coupon_type TEXT NOT NULL,
  "limit" INTEGER,
  data TEXT NOT NULL DEFAULT '[]',
  customer_id TEXT NOT NULL DEFAULT '["all"]',
  created_by TEXT NOT NULL DEFAULT 'admin',
  store_id INTEGER,
  total_uses INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE wishlists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_id INTEGER,
  store_id INTEGER,
  created_at TEXT NOT NULL
);

CREATE TABLE carts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  is_guest INTEGER NOT NULL DEFAULT 0,
  module_id INTEGER NOT NULL,
  item_id INTEGER NOT NULL,
  item_type TEXT NOT NULL DEFAULT 'App\Models\Item',
  price REAL NOT NULL,
  quantity INTEGER NOT NULL,
  variation TEXT NOT NULL DEFAULT '[]',
  add_on_ids TEXT NOT NULL DEFAULT '[]',
  add_on_qtys TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  is_guest INTEGER NOT NULL DEFAULT 0,
  store_id INTEGER,
  module_id INTEGER NOT NULL,
  order_amount REAL NOT NULL,
  order_status TEXT NOT NULL DEFAULT 'pending',
  payment_status TEXT NOT NULL DEFAULT 'unpaid',
  payment_method TEXT NOT NULL DEFAULT 'cash_on_delivery',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
