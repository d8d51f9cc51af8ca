-- What an item's and a store's pictures show (services/images/art-choice.ts: `lead+second@colour`; a store:
-- its logo's subject, then its cover's, comma-separated), and the Arabic of what was English only.
ALTER TABLE items ADD COLUMN art TEXT;
ALTER TABLE items ADD COLUMN unit_type_ar TEXT;
ALTER TABLE stores ADD COLUMN art TEXT;
ALTER TABLE stores ADD COLUMN announcement_message_ar TEXT;
ALTER TABLE coupons ADD COLUMN title_ar TEXT;
