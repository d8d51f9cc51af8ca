-- Security bookkeeping. Additive only.

-- A code issued in demo mode (the fixed demo code) is refused once demo mode is off.
ALTER TABLE verification_codes ADD COLUMN demo INTEGER NOT NULL DEFAULT 0;
-- Wrong codes for one identity and purpose over a day, carried over when a new code is requested, so asking
-- for another code never resets the count.
ALTER TABLE verification_codes ADD COLUMN day_failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE verification_codes ADD COLUMN day_started_at TEXT;

-- Tokens are looked up by hash; expiry and sweeping read them by age, and revoking by owner.
CREATE INDEX IF NOT EXISTS access_tokens_user ON access_tokens(user_id);
CREATE INDEX IF NOT EXISTS access_tokens_created ON access_tokens(created_at);
-- A coupon's uses by one customer or guest are counted at every booking.
CREATE INDEX IF NOT EXISTS trips_coupon ON trips(coupon_code, user_id, is_guest);
-- Units held by booked trips are counted per vehicle at booking time.
CREATE INDEX IF NOT EXISTS trip_details_vehicle ON trip_details(vehicle_id);
