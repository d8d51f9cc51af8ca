-- Rental: vehicle categories and brands, vehicles and their units, unit bookings, the trip cart with its
-- single trip-data row per customer, trips, reviews and the rental wishlist.
CREATE TABLE vehicle_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_ar TEXT,
  status INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE vehicle_brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE vehicles (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES stores(id),
  brand_id INTEGER NOT NULL REFERENCES vehicle_brands(id),
  category_id INTEGER NOT NULL REFERENCES vehicle_categories(id),
  name TEXT NOT NULL,
  name_ar TEXT,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  model TEXT NOT NULL,
  type TEXT NOT NULL,
  engine_capacity TEXT NOT NULL,
  engine_power TEXT NOT NULL,
  seating_capacity TEXT NOT NULL,
  air_condition INTEGER NOT NULL DEFAULT 1,
  fuel_type TEXT NOT NULL,
  transmission_type TEXT NOT NULL,
  multiple_vehicles INTEGER NOT NULL DEFAULT 1,
  trip_hourly INTEGER NOT NULL DEFAULT 0,
  hourly_price REAL NOT NULL DEFAULT 0,
  trip_distance INTEGER NOT NULL DEFAULT 0,
  distance_price REAL NOT NULL DEFAULT 0,
  trip_day_wise INTEGER NOT NULL DEFAULT 0,
  day_wise_price REAL NOT NULL DEFAULT 0,
  discount_type TEXT NOT NULL DEFAULT 'percent',
  discount_price REAL NOT NULL DEFAULT 0,
  tag TEXT NOT NULL DEFAULT '',
  new_tag INTEGER NOT NULL DEFAULT 0,
  images_count INTEGER NOT NULL DEFAULT 3,
  total_trip INTEGER NOT NULL DEFAULT 0,
  avg_rating REAL NOT NULL DEFAULT 0,
  rating TEXT, -- JSON {"1":n,...,"5":n}
  total_reviews INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX vehicles_provider ON vehicles(provider_id);

CREATE TABLE vehicle_identities (
  id INTEGER PRIMARY KEY,
  vehicle_id INTEGER NOT NULL REFERENCES vehicles(id),
  provider_id INTEGER NOT NULL REFERENCES stores(id),
  vin_number TEXT NOT NULL,
  license_plate_number TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX vehicle_identities_vehicle ON vehicle_identities(vehicle_id);

-- A unit is busy while assigned to a trip that is not completed and has not ended.
CREATE TABLE trip_vehicle_details (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  trip_id INTEGER,
  trip_details_id INTEGER,
  vehicle_id INTEGER NOT NULL,
  vehicle_identity_id INTEGER NOT NULL REFERENCES vehicle_identities(id),
  vehicle_driver_id INTEGER,
  is_completed INTEGER NOT NULL DEFAULT 0,
  estimated_trip_end_time TEXT NOT NULL,
  rating INTEGER,
  comment TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX trip_vehicle_details_identity ON trip_vehicle_details(vehicle_identity_id);

CREATE TABLE rental_carts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  is_guest INTEGER NOT NULL,
  module_id INTEGER NOT NULL,
  provider_id INTEGER NOT NULL,
  vehicle_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  price REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX rental_carts_owner ON rental_carts(user_id, is_guest, module_id);

CREATE TABLE rental_cart_user_data (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  is_guest INTEGER NOT NULL,
  pickup_location TEXT,      -- JSON as sent
  destination_location TEXT, -- JSON as sent
  pickup_time TEXT,
  rental_type TEXT NOT NULL,
  estimated_hours REAL NOT NULL DEFAULT 0,
  distance REAL NOT NULL DEFAULT 0,
  destination_time REAL NOT NULL DEFAULT 0,
  total_cart_price REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, is_guest)
);

CREATE TABLE trips (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  is_guest INTEGER NOT NULL,
  provider_id INTEGER NOT NULL,
  zone_id INTEGER,
  module_id INTEGER NOT NULL,
  trip_status TEXT NOT NULL DEFAULT 'pending',
  payment_status TEXT NOT NULL DEFAULT 'unpaid',
  payment_method TEXT,
  trip_type TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  trip_amount REAL NOT NULL,
  discount_on_trip REAL NOT NULL DEFAULT 0,
  discount_on_trip_by TEXT NOT NULL DEFAULT 'none',
  coupon_discount_amount REAL NOT NULL DEFAULT 0,
  coupon_discount_by TEXT NOT NULL DEFAULT 'none',
  coupon_code TEXT,
  additional_charge REAL NOT NULL DEFAULT 0,
  tax_amount REAL NOT NULL DEFAULT 0,
  tax_status TEXT NOT NULL DEFAULT 'excluded',
  tax_percentage REAL NOT NULL DEFAULT 0,
  distance REAL NOT NULL DEFAULT 0,
  estimated_hours REAL NOT NULL DEFAULT 0,
  scheduled INTEGER NOT NULL DEFAULT 0,
  schedule_at TEXT NOT NULL,
  estimated_trip_end_time TEXT NOT NULL,
  pickup_location TEXT,
  destination_location TEXT,
  user_info TEXT NOT NULL DEFAULT '{}',
  trip_note TEXT,
  otp TEXT NOT NULL,
  cancellation_reason TEXT,
  canceled_by TEXT NOT NULL DEFAULT 'none',
  pending TEXT,
  confirmed TEXT,
  ongoing TEXT,
  completed TEXT,
  canceled TEXT,
  payment_failed TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX trips_owner ON trips(user_id, is_guest);

CREATE TABLE trip_details (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  trip_id INTEGER NOT NULL REFERENCES trips(id),
  vehicle_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  price REAL NOT NULL,
  original_price REAL NOT NULL,
  discount_on_trip REAL NOT NULL DEFAULT 0,
  discount_type TEXT,
  discount_percentage REAL NOT NULL DEFAULT 0,
  discount_on_trip_by TEXT NOT NULL DEFAULT 'vendor',
  tax_amount REAL NOT NULL DEFAULT 0,
  tax_status TEXT NOT NULL DEFAULT 'excluded',
  tax_percentage REAL NOT NULL DEFAULT 0,
  vehicle_details TEXT NOT NULL,
  rental_type TEXT NOT NULL,
  estimated_hours REAL NOT NULL DEFAULT 0,
  distance REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE rental_reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  provider_id INTEGER NOT NULL,
  module_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  trip_id INTEGER,
  vehicle_id INTEGER NOT NULL,
  vehicle_identity_id INTEGER,
  rating INTEGER NOT NULL,
  comment TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX rental_reviews_vehicle ON rental_reviews(vehicle_id);

CREATE TABLE rental_wishlists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vehicle_id INTEGER,
  provider_id INTEGER,
  created_at TEXT NOT NULL
);
