/**
 * Orders as the client reads them (contract-marketplace §M5.4–§M5.5): the order of lists and tracking with its
 * amounts, statuses and their times, delivery address, store, rider (with the position to draw), refund; the
 * detail lines with their variation and add-ons; cancellation and refund reasons. Tolerant: money and ids as
 * strings, booleans as 0/1, optional keys a backend may leave out, `{}`-or-null shapes.
 */
import { array, coerceWhen, flag, list, looseBoolean, looseId, looseNumber, nullable, numberOrZero, optional, record, string, text, type, union, unknown, type Infer } from '@/lib/struct';

export const DeliveryAddressStruct = type({
  contact_person_name: optional(text),
  contact_person_number: optional(text),
  contact_person_email: optional(nullable(text)),
  address_type: optional(nullable(text)),
  address: optional(nullable(text)),
  floor: optional(nullable(text)),
  road: optional(nullable(text)),
  house: optional(nullable(text)),
  latitude: optional(nullable(text)),
  longitude: optional(nullable(text)),
});
export type DeliveryAddress = Infer<typeof DeliveryAddressStruct>;

/** A parcel's receiver: an object, or the JSON text the backend stores (unreadable text reads as none). */
const ReceiverDetailsStruct = coerceWhen(nullable(DeliveryAddressStruct), (value): value is string => typeof value === 'string', (value) => {
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
});

export const ParcelCategoryStruct = type({ id: looseId, name: text, image_full_url: optional(nullable(string())) });

export const OrderStoreStruct = type({
  id: looseId,
  name: text,
  phone: optional(nullable(text)),
  address: optional(nullable(text)),
  latitude: optional(nullable(text)),
  longitude: optional(nullable(text)),
  logo_full_url: optional(nullable(string())),
  delivery_time: optional(nullable(text)),
});

/** The rider, with where they are now (`lat`/`lng` as text, as the backend sends them). */
export const RiderStruct = type({
  id: looseId,
  f_name: text,
  l_name: text,
  phone: optional(nullable(text)),
  image_full_url: optional(nullable(string())),
  avg_rating: optional(numberOrZero),
  rating_count: optional(numberOrZero),
  lat: optional(nullable(text)),
  lng: optional(nullable(text)),
  vehicle: optional(nullable(text)),
});
export type Rider = Infer<typeof RiderStruct>;

export const RefundStruct = type({
  order_id: optional(looseId),
  customer_reason: optional(nullable(text)),
  customer_note: optional(nullable(text)),
  admin_note: optional(nullable(text)),
  refund_amount: optional(numberOrZero),
  refund_status: optional(nullable(text)),
});

const stamp = optional(nullable(text));

export const OrderStruct = type({
  id: looseId,
  user_id: optional(looseNumber),
  is_guest: optional(looseBoolean),
  store_id: optional(nullable(looseNumber)),
  module_id: optional(looseNumber),
  module_type: optional(nullable(text)),
  order_type: optional(text),
  order_status: text,
  payment_status: text,
  payment_method: text,
  order_amount: numberOrZero,
  coupon_code: optional(nullable(text)),
  coupon_discount_amount: optional(numberOrZero),
  store_discount_amount: optional(numberOrZero),
  flash_admin_discount_amount: optional(numberOrZero),
  flash_store_discount_amount: optional(numberOrZero),
  total_tax_amount: optional(numberOrZero),
  tax_status: optional(nullable(text)),
  delivery_charge: optional(numberOrZero),
  original_delivery_charge: optional(numberOrZero),
  free_delivery_by: optional(nullable(text)),
  additional_charge: optional(numberOrZero),
  dm_tips: optional(numberOrZero),
  extra_packaging_amount: optional(numberOrZero),
  partially_paid_amount: optional(numberOrZero),
  ref_bonus_amount: optional(numberOrZero),
  bring_change_amount: optional(numberOrZero),
  delivery_address: optional(nullable(DeliveryAddressStruct)),
  /** Parcel orders: what is sent, who receives it (the sender is `delivery_address`) and who pays the charge. */
  parcel_category: optional(nullable(ParcelCategoryStruct)),
  receiver_details: optional(ReceiverDetailsStruct),
  charge_payer: optional(nullable(text)),
  distance: optional(numberOrZero),
  scheduled: optional(flag),
  schedule_at: stamp,
  order_note: optional(nullable(text)),
  delivery_instruction: optional(nullable(text)),
  cutlery: optional(looseBoolean),
  prescription_order: optional(looseBoolean),
  order_attachment_full_url: list(string()),
  /** The code the customer gives the rider. */
  otp: optional(nullable(text)),
  cancellation_reason: optional(nullable(text)),
  cancellation_note: optional(nullable(text)),
  canceled_by: optional(nullable(text)),
  details_count: optional(numberOrZero),
  store: optional(nullable(OrderStoreStruct)),
  delivery_man: optional(nullable(RiderStruct)),
  refund: optional(nullable(RefundStruct)),
  pending: stamp,
  accepted: stamp,
  confirmed: stamp,
  processing: stamp,
  handover: stamp,
  picked_up: stamp,
  delivered: stamp,
  canceled: stamp,
  failed: stamp,
  refund_requested: stamp,
  refunded: stamp,
  /** Track only: the items of this order the customer already reviewed. */
  reviews: list(type({ item_id: optional(nullable(looseNumber)) })),
  created_at: text,
  updated_at: optional(text),
  min_delivery_time: optional(numberOrZero),
  max_delivery_time: optional(numberOrZero),
});
export type Order = Infer<typeof OrderStruct>;

export const OrderPageStruct = type({ total_size: numberOrZero, limit: optional(unknown()), offset: optional(unknown()), orders: list(OrderStruct) });
export type OrderPage = Infer<typeof OrderPageStruct>;

export const OrderAddOnStruct = type({ id: optional(looseId), name: text, price: numberOrZero, quantity: numberOrZero });

export const OrderLineStruct = type({
  id: looseId,
  order_id: looseId,
  item_id: optional(nullable(looseNumber)),
  item_campaign_id: optional(nullable(looseNumber)),
  price: numberOrZero,
  quantity: numberOrZero,
  discount_on_item: optional(numberOrZero),
  total_add_on_price: optional(numberOrZero),
  variant: optional(nullable(text)),
  /** Food: groups with the chosen values; non-food: the chosen combination. */
  variation: list(unknown()),
  add_ons: list(OrderAddOnStruct),
  item_details: optional(nullable(record(string(), unknown()))),
  image_full_url: optional(nullable(string())),
  is_guest: optional(flag),
});
export type OrderLine = Infer<typeof OrderLineStruct>;

/** Lines, or — for a prescription order without lines — the order itself. */
export const OrderDetailsStruct = union([array(OrderLineStruct), OrderStruct]);

export const ReasonStruct = type({ id: looseId, reason: text });
export type Reason = Infer<typeof ReasonStruct>;
export const CancellationReasonsStruct = type({ total_size: optional(numberOrZero), data: list(ReasonStruct) });
export const RefundReasonsStruct = type({ refund_reasons: list(ReasonStruct) });
export const OrderMessageStruct = type({ message: text });
