/**
 * Shapes shared by the catalogue's answers (marketplace contract §M3), tolerant of the backend's quirks:
 * ids and numbers as strings, 0/1 flags as booleans, lists as JSON text or `null`, `""` for "none". Each
 * struct lists what the storefront reads; extra fields pass through untouched (`type()`).
 */
import { coerceWhen, flag, list, looseBoolean, looseId, looseNumber, nullable, numberOrZero, optional, string, text, type, type Infer } from '@/lib/struct';

/** The pagination envelope's numbers (`limit`/`offset` may be echoed as strings or `null`). */
export const PageFields = {
  total_size: numberOrZero,
  limit: optional(nullable(looseNumber)),
  offset: optional(nullable(looseNumber)),
};

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** A list of strings whose entries may arrive as numbers (`["41", 42]` → `["41", "42"]`), or as JSON text. */
export const textList = list(coerceWhen(string(), isNumber, (value) => String(value)));

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
export type Discount = Infer<typeof DiscountStruct>;

/** A weekly opening slot: `day` 0 = Sunday, times `HH:MM:SS` on the operator's clock. */
export const ScheduleStruct = type({ day: numberOrZero, opening_time: text, closing_time: text });
export type Schedule = Infer<typeof ScheduleStruct>;

export const ModuleBriefStruct = type({
  id: looseId,
  module_name: optional(text),
  module_type: text,
  icon_full_url: optional(nullable(string())),
  thumbnail_full_url: optional(nullable(string())),
});

/** A category in the `categories` list: top level, with its children's ids and names. */
export const CategoryStruct = type({
  id: looseId,
  name: text,
  slug: optional(nullable(string())),
  image_full_url: optional(nullable(string())),
  parent_id: optional(numberOrZero),
  module_id: optional(nullable(looseNumber)),
  featured: optional(flag),
  childes: optional(list(type({ id: looseId, name: text, slug: optional(nullable(string())), image_full_url: optional(nullable(string())) }))),
});
export type Category = Infer<typeof CategoryStruct>;

/** A full category row (`categories/childes`, a store's `category_details`), with its parent when given. */
export const CategoryRowStruct = type({
  id: looseId,
  name: text,
  slug: optional(nullable(string())),
  image_full_url: optional(nullable(string())),
  parent_id: numberOrZero,
  position: optional(numberOrZero),
  module_id: optional(nullable(looseNumber)),
  parent: optional(nullable(type({ id: looseId, name: text }))),
});
export type CategoryRow = Infer<typeof CategoryRowStruct>;

/** The short categories item lists append (for their filter chips). */
export const CategoryBriefStruct = type({ id: looseId, name: text, image_full_url: optional(nullable(string())) });

export const ReviewStruct = type({
  id: looseId,
  item_id: optional(looseId),
  rating: numberOrZero,
  comment: optional(text),
  attachment: optional(textList),
  item_name: optional(text),
  created_at: optional(nullable(string())),
  customer: optional(nullable(type({ id: optional(looseId), f_name: optional(text), l_name: optional(text), image_full_url: optional(nullable(string())) }))),
});
export type Review = Infer<typeof ReviewStruct>;

export const ReviewPageStruct = type({ ...PageFields, reviews: list(ReviewStruct) });

export { flag, looseBoolean };
