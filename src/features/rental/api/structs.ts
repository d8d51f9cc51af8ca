/**
 * Shapes of rental answers (vehicles, providers, categories, brands, reviews, banners), tolerant of the
 * backend's quirks: numbers as strings (`seating_capacity`, `total_vehicles`), missing image lists, provider
 * discounts that are null, ratings as arrays or JSON text.
 */
import { array, coerce, list, looseBoolean, looseId, looseNumber, nullable, numberOrZero, optional, record, string, text, type, union, unknown, type Infer } from '@/lib/struct';

export const DiscountStruct = type({
  discount: numberOrZero,
  discount_type: optional(text),
  min_purchase: optional(numberOrZero),
  max_discount: optional(numberOrZero),
  start_date: optional(nullable(string())),
  end_date: optional(nullable(string())),
  start_time: optional(nullable(string())),
  end_time: optional(nullable(string())),
});

export const VehicleProviderStruct = type({
  id: looseId,
  name: text,
  address: optional(nullable(string())),
  logo_full_url: optional(nullable(string())),
  discount: optional(nullable(DiscountStruct)),
  avg_rating: optional(numberOrZero),
  rating_count: optional(numberOrZero),
  phone: optional(nullable(string())),
  /** Whether the provider takes scheduled trips (absent from a stock backend's listings: then unknown). */
  schedule_order: optional(looseBoolean),
});

const ImageList = coerce(array(string()), union([string(), record(string(), unknown()), array(unknown())]), (value) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [],
);

export const VehicleStruct = type({
  id: looseId,
  name: text,
  slug: optional(nullable(string())),
  description: optional(text),
  thumbnail_full_url: optional(nullable(string())),
  images_full_url: optional(nullable(ImageList)),
  provider_id: looseId,
  brand_id: optional(nullable(looseNumber)),
  category_id: optional(nullable(looseNumber)),
  model: optional(text),
  type: optional(text),
  engine_capacity: optional(text),
  engine_power: optional(text),
  seating_capacity: optional(text),
  air_condition: numberOrZero,
  fuel_type: optional(text),
  transmission_type: optional(text),
  trip_hourly: numberOrZero,
  hourly_price: numberOrZero,
  trip_distance: numberOrZero,
  distance_price: numberOrZero,
  trip_day_wise: numberOrZero,
  day_wise_price: numberOrZero,
  discount_type: text,
  discount_price: numberOrZero,
  new_tag: optional(numberOrZero),
  avg_rating: optional(numberOrZero),
  total_reviews: optional(numberOrZero),
  total_vehicle_count: optional(numberOrZero),
  total_vehicles: optional(numberOrZero),
  provider: optional(nullable(VehicleProviderStruct)),
  brand: optional(nullable(type({ id: looseId, name: text, image_full_url: optional(nullable(string())) }))),
});

export type Vehicle = Infer<typeof VehicleStruct>;
export type VehicleProvider = Infer<typeof VehicleProviderStruct>;

export const PageStruct = {
  total_size: numberOrZero,
  limit: numberOrZero,
  offset: numberOrZero,
};

export const VehiclePageStruct = type({
  ...PageStruct,
  vehicles: list(VehicleStruct),
  min_price: optional(nullable(numberOrZero)),
  max_price: optional(nullable(numberOrZero)),
});
export type VehiclePage = Infer<typeof VehiclePageStruct>;

export const NamedImageStruct = type({ id: looseId, name: text, image_full_url: optional(nullable(string())) });
export type NamedImage = Infer<typeof NamedImageStruct>;

/** Rating histogram `[5★,4★,3★,2★,1★]` or JSON text; only the totals matter to the storefront. */
const RatingHistogram = coerce(array(numberOrZero), union([string(), record(string(), unknown()), array(unknown())]), (value) => {
  const parsed: unknown = typeof value === 'string' ? (() => { try { return JSON.parse(value) as unknown; } catch { return []; } })() : value;
  return Array.isArray(parsed) ? parsed.map(Number).map((n) => (Number.isFinite(n) ? n : 0)) : [];
});

export const ProviderStruct = type({
  id: looseId,
  name: text,
  slug: optional(nullable(string())),
  address: optional(nullable(string())),
  phone: optional(nullable(string())),
  logo_full_url: optional(nullable(string())),
  cover_photo_full_url: optional(nullable(string())),
  avg_rating: optional(numberOrZero),
  rating_count: optional(numberOrZero),
  rating: optional(nullable(RatingHistogram)),
  ratings: optional(nullable(RatingHistogram)),
  open: optional(numberOrZero),
  distance: optional(numberOrZero),
  delivery_time: optional(nullable(string())),
  discount: optional(nullable(DiscountStruct)),
  total_vehicle_count: optional(numberOrZero),
  vehicles_count: optional(numberOrZero),
  trips_count: optional(numberOrZero),
  reviews_count: optional(numberOrZero),
  brand_count: optional(numberOrZero),
  schedules: optional(list(type({ day: numberOrZero, opening_time: text, closing_time: text }))),
});
export type Provider = Infer<typeof ProviderStruct>;

/** Providers' own rows carry a rating histogram but no average: derive one. */
export function providerRating(provider: Provider): { average: number; count: number } {
  if (provider.avg_rating && provider.rating_count) return { average: provider.avg_rating, count: provider.rating_count };
  const histogram = provider.ratings ?? provider.rating ?? [];
  const count = histogram.reduce((sum, value) => sum + value, 0);
  const total = histogram.reduce((sum, value, index) => sum + value * (5 - index), 0);
  return { average: count > 0 ? total / count : 0, count };
}

export const ReviewStruct = type({
  id: looseId,
  rating: numberOrZero,
  comment: optional(nullable(string())),
  customer_name: optional(nullable(string())),
  vehicle_name: optional(nullable(string())),
  created_at: optional(nullable(string())),
});
export type Review = Infer<typeof ReviewStruct>;

export const BannerStruct = type({
  id: looseId,
  title: text,
  type: optional(nullable(string())),
  link: optional(nullable(string())),
  provider_id: optional(nullable(looseNumber)),
  image_full_url: optional(nullable(string())),
});
export type Banner = Infer<typeof BannerStruct>;
