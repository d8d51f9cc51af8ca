/**
 * Query keys for the catalogue. Listings, details and search answers use the persisted `listings` root and
 * categories the `categories` root, both with the scope (zone, module, language), so a cached answer never
 * crosses zones, modules or languages; the signed-in customer's "visit again" list is personal and is not
 * persisted.
 */
import { scopeKey } from '@/lib/query-client';

export type StoreList = 'latest' | 'popular' | 'top-rated' | 'recommended' | 'discounted' | 'top-offer-near-me';
export type CompactItemList = 'popular' | 'most-reviewed' | 'discounted';

const L = ['listings', 'catalog'] as const;

export const catalogKeys = {
  stores: (list: StoreList, params: object) => [...L, 'stores', list, scopeKey(), params] as const,
  storesByFilter: (filter: string, params: object) => [...L, 'get-stores', filter, scopeKey(), params] as const,
  storeSearch: (params: object) => [...L, 'store-search', scopeKey(), params] as const,
  store: (id: string) => [...L, 'store', scopeKey(), id] as const,
  storeReviews: (id: string) => [...L, 'store-reviews', scopeKey(), id] as const,
  storeItems: (params: object) => [...L, 'store-items', scopeKey(), params] as const,
  storeBanners: (id: string) => [...L, 'store-banners', scopeKey(), id] as const,
  compactItems: (list: CompactItemList, params: object) => [...L, 'items', list, scopeKey(), params] as const,
  newArrivals: (params: object) => [...L, 'new-arrival', scopeKey(), params] as const,
  recommended: (params: object) => [...L, 'recommended', scopeKey(), params] as const,
  item: (id: string) => [...L, 'item', scopeKey(), id] as const,
  related: (id: string, kind: 'category' | 'store') => [...L, 'related', kind, scopeKey(), id] as const,
  itemReviews: (id: string, params: object) => [...L, 'item-reviews', scopeKey(), id, params] as const,
  commonConditionItems: (params: object) => [...L, 'store-condition-items', scopeKey(), params] as const,
  categories: (params: object) => ['categories', 'catalog', scopeKey(), params] as const,
  categoryChildren: (id: string) => ['categories', 'catalog', 'children', scopeKey(), id] as const,
  categoryItems: (id: string, params: object) => [...L, 'category-items', scopeKey(), id, params] as const,
  categoryStores: (id: string, params: object) => [...L, 'category-stores', scopeKey(), id, params] as const,
  banners: (featured: boolean) => [...L, 'banners', scopeKey(), featured] as const,
  otherBanners: () => [...L, 'other-banners', scopeKey()] as const,
  campaigns: () => [...L, 'campaigns', scopeKey()] as const,
  campaign: (id: string) => [...L, 'campaign', scopeKey(), id] as const,
  itemCampaigns: () => [...L, 'item-campaigns', scopeKey()] as const,
  flashSale: () => [...L, 'flash-sale', scopeKey()] as const,
  flashSaleItems: (id: number, params: object) => [...L, 'flash-sale-items', scopeKey(), id, params] as const,
  advertisements: () => [...L, 'advertisements', scopeKey()] as const,
  brands: () => [...L, 'brands', scopeKey()] as const,
  brandItems: (id: string, params: object) => [...L, 'brand-items', scopeKey(), id, params] as const,
  conditions: () => [...L, 'conditions', scopeKey()] as const,
  conditionItems: (id: string, params: object) => [...L, 'condition-items', scopeKey(), id, params] as const,
  itemSearch: (params: object) => [...L, 'item-search', scopeKey(), params] as const,
  suggestions: (name: string) => [...L, 'suggestions', scopeKey(), name] as const,
  itemOrStore: (name: string) => [...L, 'item-or-store', scopeKey(), name] as const,
  combined: (params: object) => [...L, 'combined', scopeKey(), params] as const,
  visitAgain: () => ['catalog', 'visit-again', scopeKey()] as const,
  suggestedItems: () => ['catalog', 'suggested-items', scopeKey()] as const,
};
