/**
 * The item cart's rows (contract-marketplace §M4.2) as the client reads them, tolerant of the backend's
 * quirks: ids and numbers as strings, `is_guest` as 0/1 or a boolean, arrays as JSON text or null, the
 * formatted item's raw `add_ons` text beside the flagged `addons` list, food variation values flagged
 * `isSelected`, and campaign lines (`item_type` ending in `ItemCampaign`, with `available_date_starts`).
 */
import { array, flag, list, looseBoolean, looseId, looseNumber, nullable, numberOrZero, optional, string, text, type, unknown, type Infer } from '@/lib/struct';

export const CartFoodOptionStruct = type({ label: text, optionPrice: numberOrZero, isSelected: optional(looseBoolean) });

export const CartFoodGroupStruct = type({
  name: text,
  type: optional(text),
  min: optional(numberOrZero),
  max: optional(numberOrZero),
  required: optional(text),
  values: list(CartFoodOptionStruct),
});
export type CartFoodGroup = Infer<typeof CartFoodGroupStruct>;

/** A non-food combination; its price replaces the item's base price. */
export const CartVariationStruct = type({ type: text, price: numberOrZero, stock: optional(numberOrZero) });
export type CartVariation = Infer<typeof CartVariationStruct>;

/** Every add-on of the item, `isChecked` with the chosen `quantity` when it is on the line. */
export const CartAddOnStruct = type({ id: looseId, name: text, price: numberOrZero, isChecked: optional(looseBoolean), quantity: optional(numberOrZero) });
export type CartAddOn = Infer<typeof CartAddOnStruct>;

export const CartItemStruct = type({
  id: looseId,
  name: text,
  image_full_url: optional(nullable(string())),
  price: numberOrZero,
  discount: numberOrZero,
  discount_type: optional(text),
  store_discount: optional(numberOrZero),
  item_discount: optional(nullable(numberOrZero)),
  item_discount_type: optional(nullable(text)),
  store_id: optional(looseId),
  store_name: optional(text),
  module_id: optional(nullable(looseNumber)),
  module_type: optional(text),
  zone_id: optional(nullable(looseNumber)),
  stock: optional(numberOrZero),
  maximum_cart_quantity: optional(numberOrZero),
  food_variations: list(CartFoodGroupStruct),
  variations: list(CartVariationStruct),
  addons: list(CartAddOnStruct),
  is_prescription_required: optional(flag),
  is_campaign: optional(flag),
  flash_sale: optional(flag),
  available_time_starts: optional(text),
  available_time_ends: optional(text),
  /** Present on campaign lines only. */
  available_date_starts: optional(nullable(text)),
  unit_type: optional(nullable(string())),
  veg: optional(flag),
  schedule_order: optional(looseBoolean),
});
export type CartItem = Infer<typeof CartItemStruct>;

export const CartRowStruct = type({
  id: looseId,
  item_id: looseId,
  module_id: optional(looseNumber),
  item_type: text,
  is_guest: optional(looseBoolean),
  /** The server's line price: unit price (with food options or the chosen combination) × quantity, add-ons apart. */
  price: numberOrZero,
  quantity: looseNumber,
  variation: list(unknown()),
  add_on_ids: list(looseId),
  add_on_qtys: list(looseNumber),
  item: CartItemStruct,
});
export type CartRow = Infer<typeof CartRowStruct>;

export const CartStruct = array(CartRowStruct);

/** Whether a row sells an item campaign (`App\Models\ItemCampaign`, `ItemCampaign`, `AppModelsItemCampaign`). */
export const isCampaignRow = (row: Pick<CartRow, 'item_type'>) => /itemcampaign$/i.test(row.item_type.replace(/[^a-z]/gi, ''));
