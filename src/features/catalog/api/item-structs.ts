/**
 * Items (contract §3.5, marketplace §M3.5): the compact card shape of the popular/discounted/most-reviewed
 * lists, the full shape (food variation groups, non-food variations with per-option stock, choice options,
 * add-ons, availability window, flags, nutrition, allergens, generic names) and the details page's extras.
 */
import { list, looseId, looseNumber, nullable, numberOrZero, optional, string, text, type, type Infer } from '@/lib/struct';
import { CategoryBriefStruct, flag, looseBoolean, ModuleBriefStruct, PageFields, ReviewStruct, textList } from './structs';
import { StoreDetailsStruct } from './store-structs';

/** A food variation option; `optionPrice` arrives as text ("8") or a number. */
export const FoodOptionStruct = type({ label: text, optionPrice: numberOrZero });

/** A food variation group: single or multi choice, `required` "on"/"off", bounds for multi groups. */
export const FoodVariationStruct = type({
  name: text,
  type: text,
  min: optional(numberOrZero),
  max: optional(numberOrZero),
  required: optional(text),
  values: list(FoodOptionStruct),
});
export type FoodVariation = Infer<typeof FoodVariationStruct>;

/** A non-food combination: `type` is the chosen options joined with "-"; its price replaces the item's. */
export const VariationStruct = type({ type: text, price: numberOrZero, stock: optional(numberOrZero) });
export type Variation = Infer<typeof VariationStruct>;

export const ChoiceOptionStruct = type({ name: text, title: text, options: textList });
export type ChoiceOption = Infer<typeof ChoiceOptionStruct>;

export const AddOnStruct = type({ id: looseId, name: text, price: numberOrZero, store_id: optional(looseId) });
export type AddOn = Infer<typeof AddOnStruct>;

const commonItemFields = {
  id: looseId,
  name: text,
  image_full_url: optional(nullable(string())),
  price: numberOrZero,
  discount: numberOrZero,
  discount_type: optional(text),
  /** The store's running percentage (shown in `discount` when larger than the item's own). */
  store_discount: optional(numberOrZero),
  /** What a cart line gets on its own (a running flash sale's, else the item's), when the backend says. */
  item_discount: optional(nullable(numberOrZero)),
  item_discount_type: optional(nullable(text)),
  veg: optional(flag),
  is_halal: optional(flag),
  organic: optional(flag),
  recommended: optional(flag),
  halal_tag_status: optional(flag),
  unit_type: optional(nullable(string())),
  stock: optional(numberOrZero),
  maximum_cart_quantity: optional(numberOrZero),
  avg_rating: optional(numberOrZero),
  rating_count: optional(numberOrZero),
  /** `HH:MM:SS` (`HH:MM` on item campaigns), never null. */
  available_time_starts: optional(text),
  available_time_ends: optional(text),
  store_id: optional(looseId),
  store_name: optional(text),
  module_id: optional(nullable(looseNumber)),
  module_type: optional(text),
  free_delivery: optional(looseBoolean),
  flash_sale: optional(flag),
  is_prescription_required: optional(flag),
};

export const ItemCompactStruct = type({ ...commonItemFields, has_variant: optional(numberOrZero) });
export type ItemCompact = Infer<typeof ItemCompactStruct>;

export const ItemStruct = type({
  ...commonItemFields,
  slug: optional(nullable(string())),
  description: optional(text),
  images_full_url: optional(textList),
  category_id: optional(nullable(looseNumber)),
  category_ids: optional(list(type({ id: looseId, position: optional(numberOrZero) }))),
  variations: optional(list(VariationStruct)),
  choice_options: optional(list(ChoiceOptionStruct)),
  /** `""` when the item has none, normalised to []. */
  food_variations: optional(list(FoodVariationStruct)),
  add_ons: optional(list(AddOnStruct)),
  schedule_order: optional(looseBoolean),
  delivery_time: optional(nullable(string())),
  min_delivery_time: optional(nullable(numberOrZero)),
  max_delivery_time: optional(nullable(numberOrZero)),
  nutritions_name: optional(textList),
  allergies_name: optional(textList),
  generic_name: optional(textList),
  brand_id: optional(numberOrZero),
  common_condition_id: optional(numberOrZero),
  zone_id: optional(nullable(looseNumber)),
  is_campaign: optional(flag),
  /** Item campaigns only (`YYYY-MM-DD`): their presence means the cart line is an `ItemCampaign`. */
  available_date_starts: optional(nullable(string())),
  available_date_ends: optional(nullable(string())),
  module: optional(nullable(ModuleBriefStruct)),
});
export type Item = Infer<typeof ItemStruct>;

export const ItemDetailsStruct = type({
  ...ItemStruct.schema,
  reviews: optional(list(ReviewStruct)),
  tags: optional(list(type({ id: looseId, tag: text }))),
  store_details: optional(nullable(StoreDetailsStruct)),
});
export type ItemDetails = Infer<typeof ItemDetailsStruct>;

export const CompactItemPageStruct = type({ ...PageFields, products: list(ItemCompactStruct), categories: optional(list(CategoryBriefStruct)) });
export type CompactItemPage = Infer<typeof CompactItemPageStruct>;

export const ItemPageStruct = type({ ...PageFields, products: list(ItemStruct), categories: optional(list(CategoryBriefStruct)) });
export type ItemPage = Infer<typeof ItemPageStruct>;

/** `items/recommended` keeps its list under `items`. */
export const RecommendedPageStruct = type({ ...PageFields, items: list(ItemStruct) });
