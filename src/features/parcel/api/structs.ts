/**
 * Parcel answers at the boundary, lenient like the backend: numbers as strings, `null` for empty, a bare
 * array or a paginated `{data: […]}` for lists, and the parcel module's `other-banners` rows.
 */
import { array, coerceWhen, list, looseId, nullable, numberOrZero, optional, text, type, unknown, type Infer } from '@/lib/struct';

export const ParcelCategoryStruct = type({
  id: looseId,
  name: text,
  description: optional(text),
  image_full_url: optional(nullable(text)),
  /** Per-km and minimum charge of the category; absent or null means the module's rates apply. */
  parcel_per_km_shipping_charge: optional(nullable(numberOrZero)),
  parcel_minimum_shipping_charge: optional(nullable(numberOrZero)),
});
export type ParcelCategory = Infer<typeof ParcelCategoryStruct>;

export const ParcelCategoriesStruct = list(ParcelCategoryStruct);

/** A module-wise banner row: a picture with an optional title and text. */
export const ParcelBannerStruct = type({
  id: looseId,
  title: optional(nullable(text)),
  value: optional(nullable(text)),
  short_description: optional(nullable(text)),
  image_full_url: optional(nullable(text)),
  value_full_url: optional(nullable(text)),
});
export type ParcelBanner = Infer<typeof ParcelBannerStruct>;

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const isEmptyObject = (value: unknown): value is Record<string, never> => typeof value === 'object' && value !== null && !Array.isArray(value) && !('banners' in value);

/** `{banners: […]}`; a bare list or the other modules' `{}` read as a list or none. */
export const ParcelBannersStruct = coerceWhen(
  coerceWhen(type({ banners: list(ParcelBannerStruct) }), isArray, (value) => ({ banners: value })),
  isEmptyObject,
  () => ({ banners: [] }),
);

/** `video-content`: a section title and the promotional steps shown beside the video or picture. */
export const VideoContentStruct = type({
  section_title: optional(nullable(text)),
  banner_contents: optional(nullable(array(unknown()))),
  banner_image_full_url: optional(nullable(text)),
});
export type VideoContent = Infer<typeof VideoContentStruct>;

export const InstructionStruct = type({ id: looseId, instruction: text });
export type Instruction = Infer<typeof InstructionStruct>;

/** The paginated `{data: […]}` answer, or a bare list. */
export const InstructionsStruct = coerceWhen(list(InstructionStruct), (value): value is { data: unknown } => typeof value === 'object' && value !== null && 'data' in value, (value) => value.data);

export const PlacedParcelStruct = type({ order_id: looseId, total_ammount: optional(numberOrZero), message: optional(text), user_id: optional(nullable(looseId)) });
export type PlacedParcel = Infer<typeof PlacedParcelStruct>;

/**
 * This server's parcel preview (`get-Tax` with the parcel body): the amounts placement will charge. A backend
 * without it answers a refusal or an item-order shape without `delivery_charge`.
 */
export const ParcelPreviewStruct = type({
  order_amount: optional(numberOrZero),
  delivery_charge: optional(numberOrZero),
  tax_amount: optional(numberOrZero),
  tax_included: optional(nullable(unknown())),
  additional_charge: optional(numberOrZero),
  distance: optional(nullable(numberOrZero)),
});
export type ParcelPreview = Infer<typeof ParcelPreviewStruct>;
