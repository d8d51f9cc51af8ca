/**
 * One row type per table the services of more than one domain read whole: the columns of `items`, `stores`,
 * `modules`, `discounts` and `item_campaigns` as better-sqlite3 returns them (integers for booleans, text for JSON columns). A query
 * that selects fewer columns types its rows as a `Pick` of these; a table one domain reads has its row type in
 * that domain's service.
 */
import type { StoreDiscountRule } from '../../common/order-pricing/discounts';


export interface ItemRow {
  id: number;
  store_id: number;
  module_id: number;
  category_id: number;
  parent_category_id: number;
  name: string;
  name_ar: string | null;
  slug: string;
  description: string;
  description_ar: string | null;
  price: number;
  discount: number;
  discount_type: string;
  variations: string;
  choice_options: string;
  food_variations: string;
  attributes: string;
  category_ids: string;
  add_on_ids: string;
  stock: number;
  maximum_cart_quantity: number;
  available_time_starts: string;
  available_time_ends: string;
  veg: number;
  is_halal: number;
  organic: number;
  recommended: number;
  is_prescription_required: number;
  generic_name: string;
  unit_type: string | null;
  unit_type_ar: string | null;
  nutritions_name: string;
  allergies_name: string;
  tags: string;
  avg_rating: number;
  rating_count: number;
  order_count: number;
  images_count: number;
  tax: number;
  tax_type: string;
  is_approved: number;
  brand_id: number;
  common_condition_id: number;
  is_basic: number;
  /** What its picture shows (services/images/art-choice.ts), when its name alone would not say. */
  art: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface StoreRow {
  id: number;
  module_id: number;
  zone_id: number;
  name: string;
  name_ar: string | null;
  slug: string;
  phone: string;
  email: string;
  address: string;
  address_ar: string | null;
  latitude: string;
  longitude: string;
  /** The rental providers' pickup zones, a JSON array of zone ids. */
  pickup_zone_id: string | null;
  rating: string;
  tax: number;
  schedule_order: number;
  free_delivery: number;
  delivery: number;
  take_away: number;
  active: number;
  status: number;
  featured: number;
  veg: number;
  non_veg: number;
  delivery_time: string;
  trips_count: number;
  announcement_message: string | null;
  announcement_message_ar: string | null;
  /** What its logo and cover show (services/images), comma-separated. */
  art: string | null;
  created_at: string;
  updated_at: string;
  [column: string]: unknown;
}

export interface ModuleRow {
  id: number;
  module_name: string;
  module_name_ar: string | null;
  module_type: string;
  theme_id: number;
  description: string;
  status: number;
  all_zone_service: number;
  created_at: string;
  updated_at: string;
}

/** A store's (or rental provider's) store-wide discount: the pricing rule's columns and the row's own. */
export interface DiscountRow extends StoreDiscountRule {
  id: number;
  store_id: number;
  created_at: string;
  updated_at: string;
}

/** An item sold as a campaign: its own title, price, discount and dates over its item. */
export interface ItemCampaignRow {
  id: number;
  item_id: number;
  store_id: number | null;
  module_id: number | null;
  title: string;
  title_ar: string | null;
  description: string;
  description_ar: string | null;
  price: number;
  discount: number;
  discount_type: string;
  start_time: string;
  end_time: string;
  available_date_starts: string;
  available_date_ends: string;
  status: number;
}
