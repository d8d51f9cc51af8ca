/**
 * Promotions (marketplace §M3.8–M3.9): admin banners with their store or item, a store's banners, basic
 * campaigns (with the stores that joined), the running flash sale and its products, advertisements,
 * brands and pharmacy conditions, and the suggestion and dropdown search shapes.
 */
import { list, looseId, nullable, numberOrZero, optional, string, text, type, type Infer } from '@/lib/struct';
import { ItemStruct } from './item-structs';
import { flag, looseBoolean, PageFields } from './structs';
import { StoreStruct } from './store-structs';

export const BannerStruct = type({
  id: looseId,
  title: text,
  /** `default` (opens `link`), `store_wise` (has `store`) or `item_wise` (has `item`). */
  type: text,
  image_full_url: optional(nullable(string())),
  link: optional(nullable(string())),
  store: optional(nullable(StoreStruct)),
  item: optional(nullable(ItemStruct)),
});
export type Banner = Infer<typeof BannerStruct>;

export const CampaignStruct = type({
  id: looseId,
  title: text,
  description: optional(text),
  image_full_url: optional(nullable(string())),
  available_date_starts: optional(nullable(string())),
  available_date_ends: optional(nullable(string())),
  start_time: optional(nullable(string())),
  end_time: optional(nullable(string())),
});
export type Campaign = Infer<typeof CampaignStruct>;

export const BannersStruct = type({ campaigns: list(CampaignStruct), banners: list(BannerStruct) });
export type Banners = Infer<typeof BannersStruct>;

export const StoreBannerStruct = type({ id: looseId, title: text, image_full_url: optional(nullable(string())), status: optional(looseBoolean) });
export type StoreBanner = Infer<typeof StoreBannerStruct>;

export const CampaignDetailsStruct = type({ ...CampaignStruct.schema, stores: list(StoreStruct) });
export type CampaignDetails = Infer<typeof CampaignDetailsStruct>;

export const FlashSaleProductStruct = type({
  id: looseId,
  item_id: looseId,
  stock: numberOrZero,
  sold: numberOrZero,
  available_stock: numberOrZero,
  discount: numberOrZero,
  discount_type: text,
  price: numberOrZero,
  discounted_price: numberOrZero,
  item: ItemStruct,
});
export type FlashSaleProduct = Infer<typeof FlashSaleProductStruct>;

/** The running flash sale; `{}` (no `id`) when none runs. `end_date` is `YYYY-MM-DD HH:MM:SS` on the operator's clock. */
export const FlashSaleStruct = type({
  id: optional(looseId),
  title: optional(text),
  start_date: optional(nullable(string())),
  end_date: optional(nullable(string())),
  active_products: optional(list(FlashSaleProductStruct)),
});
export type FlashSale = Infer<typeof FlashSaleStruct>;

export const FlashSaleItemsStruct = type({
  ...PageFields,
  flash_sale: type({ id: looseId, title: text, end_date: optional(nullable(string())) }),
  products: list(FlashSaleProductStruct),
});

export const AdvertisementStruct = type({
  id: looseId,
  add_type: text,
  title: text,
  description: optional(text),
  store_id: looseId,
  cover_image_full_url: optional(nullable(string())),
  profile_image_full_url: optional(nullable(string())),
  video_attachment_full_url: optional(nullable(string())),
  is_rating_active: optional(flag),
  is_review_active: optional(flag),
  average_rating: optional(numberOrZero),
  reviews_comments_count: optional(numberOrZero),
  store: optional(nullable(StoreStruct)),
});
export type Advertisement = Infer<typeof AdvertisementStruct>;

/** A brand or a pharmacy condition, with how many items it has. */
export const NamedCountStruct = type({ id: looseId, name: text, slug: optional(nullable(string())), image_full_url: optional(nullable(string())), items_count: optional(numberOrZero) });
export type NamedCount = Infer<typeof NamedCountStruct>;

/** `other-banners`: keys the operator chose (`promotional_banner` …), each with its `_full_url`; `{}` when none. */
export const OtherBannersStruct = type({ promotional_banner_full_url: optional(nullable(string())) });

export const SuggestionPageStruct = type({ ...PageFields, products: list(type({ id: optional(looseId), name: text, image_full_url: optional(nullable(string())) })) });

/** The header search dropdown: up to 50 items and 50 stores, no envelope. */
export const ItemOrStoreStruct = type({
  items: list(type({ id: looseId, name: text, image_full_url: optional(nullable(string())), store_id: optional(looseId) })),
  stores: list(StoreStruct),
});
export type ItemOrStore = Infer<typeof ItemOrStoreStruct>;
