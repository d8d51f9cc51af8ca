-- Units busy at a time are the unfinished unit bookings that end after it: this index finds them as one range
-- (a search counts the free units of every match at once) instead of looking up each unit's bookings.
-- Additive only, so older databases upgrade in place.

CREATE INDEX trip_vehicle_details_busy ON trip_vehicle_details(is_completed, estimated_trip_end_time);
