/**
 * Promotions: admin banners (with the running basic campaigns), the module's promotional banner, basic
 * campaigns and one campaign's stores, item campaigns, the running flash sale and its products,
 * advertisements, brands and their items, pharmacy conditions and their items.
 */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, queryOptions, useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import { array, coerceWhen, nullable } from '@/lib/struct';
import { ItemPageStruct, ItemStruct } from './item-structs';
import { ITEM_PAGE_SIZE } from './items';
import { catalogKeys } from './keys';
import { nextOffset } from './paging';
import {
  AdvertisementStruct,
  BannersStruct,
  CampaignDetailsStruct,
  CampaignStruct,
  FlashSaleItemsStruct,
  FlashSaleStruct,
  NamedCountStruct,
  OtherBannersStruct,
} from './promotion-structs';

export const bannersOptions = (featured = false) =>
  queryOptions({
    queryKey: catalogKeys.banners(featured),
    queryFn: ({ signal }) => apiRequest('/api/v1/banners', { query: featured ? { featured: 1 } : undefined, struct: BannersStruct, signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

export const otherBannersOptions = () =>
  queryOptions({
    queryKey: catalogKeys.otherBanners(),
    queryFn: ({ signal }) => apiRequest('/api/v1/other-banners', { struct: OtherBannersStruct, signal }),
    staleTime: STALE.MINUTES.THIRTY,
  });

export const campaignsOptions = () =>
  queryOptions({
    queryKey: catalogKeys.campaigns(),
    queryFn: ({ signal }) => apiRequest('/api/v1/campaigns/basic', { struct: array(CampaignStruct), signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

/** A running campaign with the stores that joined; `null` when it is not running (the backend answers `[]`). */
export const campaignDetailsOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.campaign(id),
    queryFn: async ({ signal }) => {
      return apiRequest('/api/v1/campaigns/basic-campaign-details', { query: { basic_campaign_id: id }, struct: CampaignDetailsOrNothing, signal });
    },
    staleTime: STALE.MINUTES.FIVE,
  });

const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const CampaignDetailsOrNothing = coerceWhen(nullable(CampaignDetailsStruct), isList, () => null);

/** Item campaigns, sold like items (their cart lines are `ItemCampaign`: they carry `available_date_starts`). */
export const itemCampaignsOptions = () =>
  queryOptions({
    queryKey: catalogKeys.itemCampaigns(),
    queryFn: ({ signal }) => apiRequest('/api/v1/campaigns/item', { struct: array(ItemStruct), signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

/** The running flash sale, or `null` when none runs (the backend answers `{}`). */
export const flashSaleOptions = () =>
  queryOptions({
    queryKey: catalogKeys.flashSale(),
    queryFn: async ({ signal }) => {
      const sale = await apiRequest('/api/v1/flash-sales', { struct: FlashSaleStruct, signal });
      return sale.id === undefined ? null : sale;
    },
    staleTime: STALE.MINUTES.ONE,
  });

export const flashSaleItemsInfiniteOptions = (saleId: number) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.flashSaleItems(saleId, {}),
    queryFn: ({ pageParam, signal }) => apiRequest('/api/v1/flash-sales/items', { query: { flash_sale_id: saleId, offset: pageParam, limit: ITEM_PAGE_SIZE }, struct: FlashSaleItemsStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.products, offset, ITEM_PAGE_SIZE),
    staleTime: STALE.MINUTES.ONE,
  });

export const advertisementsOptions = () =>
  queryOptions({
    queryKey: catalogKeys.advertisements(),
    queryFn: ({ signal }) => apiRequest('/api/v1/advertisement/list', { struct: array(AdvertisementStruct), signal }),
    staleTime: STALE.MINUTES.FIVE,
  });

export const brandsOptions = () =>
  queryOptions({
    queryKey: catalogKeys.brands(),
    queryFn: ({ signal }) => apiRequest('/api/v1/brand', { struct: array(NamedCountStruct), signal }),
    staleTime: STALE.MINUTES.THIRTY,
  });

export const brandItemsInfiniteOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.brandItems(id, {}),
    queryFn: ({ pageParam, signal }) => apiRequest(`/api/v1/brand/items/${encodeURIComponent(id)}`, { query: { offset: pageParam, limit: ITEM_PAGE_SIZE }, struct: ItemPageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.products, offset, ITEM_PAGE_SIZE),
    staleTime: STALE.MINUTES.FIVE,
  });

export const conditionsOptions = () =>
  queryOptions({
    queryKey: catalogKeys.conditions(),
    queryFn: ({ signal }) => apiRequest('/api/v1/common-condition', { struct: array(NamedCountStruct), signal }),
    staleTime: STALE.MINUTES.THIRTY,
  });

export const conditionItemsInfiniteOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.conditionItems(id, {}),
    queryFn: ({ pageParam, signal }) => apiRequest(`/api/v1/common-condition/items/${encodeURIComponent(id)}`, { query: { offset: pageParam, limit: ITEM_PAGE_SIZE }, struct: ItemPageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, offset) => nextOffset(last.total_size, last.products, offset, ITEM_PAGE_SIZE),
    staleTime: STALE.MINUTES.FIVE,
  });

export const useBanners = (featured?: boolean) => useQuery(bannersOptions(featured));
export const useFlashSale = () => useQuery(flashSaleOptions());
