-- Browsing the store-based modules (contract-marketplace §M3): searchable descriptions in both languages,
-- the item's top-level category for category filters, pharmacy conditions and brands on items, store
-- descriptions; brands, common conditions, basic campaigns with the stores that joined them, flash sales
-- and their items, advertisements and item reviews. Additive only, so older databases upgrade in place.

ALTER TABLE items ADD COLUMN description_ar TEXT;
ALTER TABLE items ADD COLUMN parent_category_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE items ADD COLUMN common_condition_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE items ADD COLUMN is_basic INTEGER NOT NULL DEFAULT 0;
UPDATE items SET parent_category_id = coalesce((SELECT CASE WHEN c.parent_id > 0 THEN c.parent_id ELSE c.id END FROM categories c WHERE c.id = items.category_id), category_id);
CREATE INDEX items_parent_category ON items(module_id, parent_category_id);
CREATE INDEX items_module_status ON items(module_id, status, order_count);

ALTER TABLE stores ADD COLUMN address_ar TEXT;
ALTER TABLE categories ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
ALTER TABLE item_campaigns ADD COLUMN title_ar TEXT;
ALTER TABLE item_campaigns ADD COLUMN description_ar TEXT;
ALTER TABLE banners ADD COLUMN title_ar TEXT;
ALTER TABLE provider_banners ADD COLUMN title_ar TEXT;

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  module_id INTEGER REFERENCES modules(id),
  name TEXT NOT NULL,
  name_ar TEXT,
  slug TEXT NOT NULL UNIQUE,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE common_conditions (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  name TEXT NOT NULL,
  name_ar TEXT,
  slug TEXT NOT NULL UNIQUE,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Basic campaigns: an admin promotion stores join; its page lists the stores that confirmed.
CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  title TEXT NOT NULL,
  title_ar TEXT,
  description TEXT NOT NULL DEFAULT '',
  description_ar TEXT,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  start_time TEXT NOT NULL DEFAULT '00:00:00',
  end_time TEXT NOT NULL DEFAULT '23:59:59',
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE campaign_store (
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
  store_id INTEGER NOT NULL REFERENCES stores(id),
  campaign_status TEXT NOT NULL DEFAULT 'confirmed', -- pending | confirmed | rejected
  PRIMARY KEY (campaign_id, store_id)
);

-- Flash sales: a published window per module; each item has its own stock and discount during the sale.
CREATE TABLE flash_sales (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  title TEXT NOT NULL,
  title_ar TEXT,
  start_date TEXT NOT NULL, -- YYYY-MM-DD HH:MM:SS, operator's wall time
  end_date TEXT NOT NULL,
  admin_discount_percentage REAL NOT NULL DEFAULT 50,
  vendor_discount_percentage REAL NOT NULL DEFAULT 50,
  is_publish INTEGER NOT NULL DEFAULT 1,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX flash_sales_window ON flash_sales(module_id, start_date, end_date);

CREATE TABLE flash_sale_items (
  id INTEGER PRIMARY KEY,
  flash_sale_id INTEGER NOT NULL REFERENCES flash_sales(id),
  item_id INTEGER NOT NULL REFERENCES items(id),
  stock INTEGER NOT NULL,
  sold INTEGER NOT NULL DEFAULT 0,
  discount REAL NOT NULL,
  discount_type TEXT NOT NULL DEFAULT 'percent',
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX flash_sale_items_sale ON flash_sale_items(flash_sale_id, item_id);
CREATE INDEX flash_sale_items_item ON flash_sale_items(item_id);

CREATE TABLE advertisements (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  zone_id INTEGER NOT NULL REFERENCES zones(id),
  store_id INTEGER NOT NULL REFERENCES stores(id),
  add_type TEXT NOT NULL DEFAULT 'store_promotion', -- store_promotion | video_promotion
  title TEXT NOT NULL,
  title_ar TEXT,
  description TEXT NOT NULL DEFAULT '',
  description_ar TEXT,
  is_rating_active INTEGER NOT NULL DEFAULT 1,
  is_review_active INTEGER NOT NULL DEFAULT 1,
  priority INTEGER,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'approved',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Item reviews (store ratings are their aggregate per store).
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  item_id INTEGER NOT NULL REFERENCES items(id),
  store_id INTEGER NOT NULL REFERENCES stores(id),
  module_id INTEGER NOT NULL REFERENCES modules(id),
  user_id INTEGER NOT NULL,
  order_id INTEGER,
  rating INTEGER NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  attachment TEXT NOT NULL DEFAULT '[]',
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX reviews_item ON reviews(item_id, status);
CREATE INDEX reviews_store ON reviews(store_id, status);
