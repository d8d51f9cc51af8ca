/**
 * Stores (contract §3.4, marketplace §M3.2–M3.3): the card fields every list carries, and the details
 * page's extras (schedules, coupons, category rows, price range, review count).
 */
import { list, looseBoolean, looseId, looseNumber, nullable, numberOrZero, optional, string, text, type, type Infer } from '@/lib/struct';
import { CategoryRowStruct, DiscountStruct, flag, ModuleBriefStruct, PageFields, ScheduleStruct } from './structs';

export const StoreStruct = type({
  id: looseId,
  name: text,
  slug: optional(nullable(string())),
  address: optional(nullable(string())),
  phone: optional(nullable(string())),
  logo_full_url: optional(nullable(string())),
  cover_photo_full_url: optional(nullable(string())),
  latitude: optional(nullable(looseNumber)),
  longitude: optional(nullable(looseNumber)),
  zone_id: optional(nullable(looseNumber)),
  module_id: optional(nullable(looseNumber)),
  avg_rating: optional(numberOrZero),
  rating_count: optional(numberOrZero),
  positive_rating: optional(numberOrZero),
  ratings: optional(list(numberOrZero)),
  /** 1 when open now on the operator's clock. */
  open: optional(flag),
  /** Opening time of the current or next slot today (`HH:MM:SS`), or `"closed"`. */
  current_opening_time: optional(nullable(string())),
  active: optional(looseBoolean),
  /** Metres from the customer's position (0 when unknown). */
  distance: optional(numberOrZero),
  delivery_time: optional(nullable(string())),
  min_delivery_time: optional(nullable(numberOrZero)),
  minimum_order: optional(numberOrZero),
  free_delivery: optional(looseBoolean),
  delivery: optional(looseBoolean),
  take_away: optional(looseBoolean),
  schedule_order: optional(looseBoolean),
  self_delivery_system: optional(numberOrZero),
  veg: optional(flag),
  non_veg: optional(flag),
  halal_tag_status: optional(looseBoolean),
  is_recommended: optional(looseBoolean),
  featured: optional(flag),
  prescription_order: optional(looseBoolean),
  announcement: optional(flag),
  announcement_message: optional(nullable(string())),
  discount: optional(nullable(DiscountStruct)),
  schedules: optional(list(ScheduleStruct)),
  category_ids: optional(list(looseId)),
  total_items: optional(nullable(numberOrZero)),
  module: optional(nullable(ModuleBriefStruct)),
});
export type Store = Infer<typeof StoreStruct>;

export const StorePageStruct = type({ ...PageFields, stores: list(StoreStruct) });
export type StorePage = Infer<typeof StorePageStruct>;

export const CouponStruct = type({
  id: looseId,
  title: text,
  code: text,
  discount: numberOrZero,
  discount_type: text,
  coupon_type: text,
  min_purchase: optional(numberOrZero),
  max_discount: optional(numberOrZero),
  start_date: optional(nullable(string())),
  expire_date: optional(nullable(string())),
});
export type Coupon = Infer<typeof CouponStruct>;

export const StoreDetailsStruct = type({
  ...StoreStruct.schema,
  schedules: list(ScheduleStruct),
  active_coupons: optional(list(CouponStruct)),
  reviews_comments_count: optional(numberOrZero),
  category_details: optional(list(CategoryRowStruct)),
  price_range: optional(list(type({ min_price: numberOrZero, max_price: numberOrZero }))),
  per_km_shipping_charge: optional(numberOrZero),
  minimum_shipping_charge: optional(numberOrZero),
  maximum_shipping_charge: optional(nullable(numberOrZero)),
  extra_packaging_amount: optional(numberOrZero),
  cutlery: optional(looseBoolean),
});
export type StoreDetails = Infer<typeof StoreDetailsStruct>;

/** `customer/visit-again`: a store with a few of its items. */
export const VisitAgainStoreStruct = type({
  ...StoreStruct.schema,
  items: optional(list(type({ id: looseId, name: text, price: numberOrZero, image_full_url: optional(nullable(string())) }))),
});
export type VisitAgainStore = Infer<typeof VisitAgainStoreStruct>;
