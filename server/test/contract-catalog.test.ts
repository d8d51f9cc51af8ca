/**
 * Contract tests of the store-based modules' catalogue: every endpoint's answer passes the client's own
 * structs (src/features/catalog/api), with the content a customer would see (not just an empty list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemCompactStruct, ItemDetailsStruct, ItemPageStruct, ItemStruct, RecommendedPageStruct, CompactItemPageStruct } from '../../src/features/catalog/api/item-structs';
import {
  AdvertisementStruct,
  BannersStruct,
  CampaignDetailsStruct,
  CampaignStruct,
  FlashSaleItemsStruct,
  FlashSaleStruct,
  ItemOrStoreStruct,
  NamedCountStruct,
  OtherBannersStruct,
  StoreBannerStruct,
  SuggestionPageStruct,
} from '../../src/features/catalog/api/promotion-structs';
import { StoreDetailsStruct, StorePageStruct, VisitAgainStoreStruct } from '../../src/features/catalog/api/store-structs';
import { CategoryRowStruct, CategoryStruct, ReviewPageStruct, ReviewStruct } from '../../src/features/catalog/api/structs';
import { array, parseResponse, type Struct } from '../../src/lib/struct';
import { DEMO_CUSTOMER } from '../db/seed/demo-account';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let token = '';

/** Tuesday 10 March 2026, 14:00 in Dubai. */
const NOW = new Date('2026-03-10T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  http = api(server.baseUrl);
  const login = await http.post<{ token: string }>('/api/v1/auth/login', { body: { email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, login_type: 'manual', field_type: 'email' } });
  token = login.body.token;
});
afterAll(() => server.close());

const FOOD = { zoneId: '[3,1]', moduleId: '2', latitude: '25.1972', longitude: '55.2744' };
const GROCERY = { ...FOOD, moduleId: '1' };
const PHARMACY = { ...FOOD, moduleId: '3' };
const SHOP = { ...FOOD, moduleId: '4' };

const anyStruct = <T, S>(struct: Struct<T, S>) => struct as unknown as Struct<unknown, unknown>;

/** The list a body holds, wherever the endpoint puts it. */
function rowsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (record.id !== undefined && !Array.isArray(record.active_products)) return [body];
  for (const key of ['stores', 'products', 'items', 'banners', 'reviews', 'active_products']) if (Array.isArray(record[key])) return record[key] as unknown[];
  return [body];
}

describe('catalogue answers pass the client structs', () => {
  it.each<[string, string, Record<string, string>, Struct<unknown, unknown>]>([
    ['latest stores', '/api/v1/stores/latest?type=all&offset=1&limit=12', FOOD, anyStruct(StorePageStruct)],
    ['popular stores', '/api/v1/stores/popular?type=all&offset=1&limit=12', GROCERY, anyStruct(StorePageStruct)],
    ['top-rated stores', '/api/v1/stores/top-rated', PHARMACY, anyStruct(StorePageStruct)],
    ['recommended stores', '/api/v1/stores/recommended', SHOP, anyStruct(StorePageStruct)],
    ['discounted stores', '/api/v1/stores/discounted?limit=10&offset=1', FOOD, anyStruct(StorePageStruct)],
    ['top offers near me', '/api/v1/stores/top-offer-near-me?sort_by=&name=&type=all&halal=0', FOOD, anyStruct(StorePageStruct)],
    ['all stores grid', '/api/v1/stores/get-stores/all?offset=1&limit=12&store_type=all', GROCERY, anyStruct(StorePageStruct)],
    ['take-away stores', '/api/v1/stores/get-stores/take_away?offset=1&limit=12&store_type=popular', FOOD, anyStruct(StorePageStruct)],
    ['store search', '/api/v1/stores/search?name=pharmacy&offset=1&limit=100', PHARMACY, anyStruct(StorePageStruct)],
    ['store details', '/api/v1/stores/details/5', FOOD, anyStruct(StoreDetailsStruct)],
    ['store details by slug', '/api/v1/stores/details/fresh-basket-market', GROCERY, anyStruct(StoreDetailsStruct)],
    ['store reviews', '/api/v1/stores/reviews?store_id=5', FOOD, anyStruct(array(ReviewStruct))],
    ['store banners', '/api/v1/banners/5', FOOD, anyStruct(array(StoreBannerStruct))],
    ['popular items', '/api/v1/items/popular?limit=10&offset=1&type=all', GROCERY, anyStruct(CompactItemPageStruct)],
    ['most-reviewed items', '/api/v1/items/most-reviewed?type=all', FOOD, anyStruct(CompactItemPageStruct)],
    ['discounted items', '/api/v1/items/discounted?limit=10&offset=1', SHOP, anyStruct(CompactItemPageStruct)],
    ['new arrivals', '/api/v1/items/new-arrival?limit=10&offset=1', SHOP, anyStruct(ItemPageStruct)],
    ['store items', '/api/v1/items/latest?store_id=5&category_id=0&offset=1&limit=12&type=all', FOOD, anyStruct(ItemPageStruct)],
    ['recommended items', '/api/v1/items/recommended?filter=all&limit=10&offset=1', FOOD, anyStruct(RecommendedPageStruct)],
    ['related items', '/api/v1/items/related-items/33', FOOD, anyStruct(array(ItemStruct))],
    ['same-store items', '/api/v1/items/related-store-items/33?offset=1&limit=10', FOOD, anyStruct(array(ItemStruct))],
    ['item reviews', '/api/v1/items/reviews/34?limit=10&offset=1', FOOD, anyStruct(ReviewPageStruct)],
    ['item search', '/api/v1/items/search?name=vitamin&offset=1&limit=100', PHARMACY, anyStruct(ItemPageStruct)],
    ['search suggestions', '/api/v1/items/search-suggestion?name=ba', GROCERY, anyStruct(SuggestionPageStruct)],
    ['item or store', '/api/v1/items/item-or-store-search?name=pizza', FOOD, anyStruct(ItemOrStoreStruct)],
    ['food item details', '/api/v1/items/details/33', FOOD, anyStruct(ItemDetailsStruct)],
    ['shop item details', '/api/v1/items/details/97', SHOP, anyStruct(ItemDetailsStruct)],
    ['pharmacy condition items', '/api/v1/items/common-conditions?store_id=9&offset=1&limit=10', PHARMACY, anyStruct(ItemPageStruct)],
    ['categories', '/api/v1/categories', FOOD, anyStruct(array(CategoryStruct))],
    ['featured categories', '/api/v1/categories?featured=1', GROCERY, anyStruct(array(CategoryStruct))],
    ['category by id', '/api/v1/categories/7', FOOD, anyStruct(array(CategoryStruct))],
    ['sub-categories', '/api/v1/categories/childes/1', GROCERY, anyStruct(array(CategoryRowStruct))],
    ['category items', '/api/v1/categories/items/7?limit=10&offset=1&type=all', FOOD, anyStruct(ItemPageStruct)],
    ['category stores', '/api/v1/categories/stores/7?limit=10&offset=1&type=all', FOOD, anyStruct(StorePageStruct)],
    ['banners', '/api/v1/banners', FOOD, anyStruct(BannersStruct)],
    ['promotional banner', '/api/v1/other-banners', GROCERY, anyStruct(OtherBannersStruct)],
    ['basic campaigns', '/api/v1/campaigns/basic', FOOD, anyStruct(array(CampaignStruct))],
    ['campaign details', '/api/v1/campaigns/basic-campaign-details?basic_campaign_id=2', FOOD, anyStruct(CampaignDetailsStruct)],
    ['item campaigns', '/api/v1/campaigns/item', FOOD, anyStruct(array(ItemStruct))],
    ['flash sale', '/api/v1/flash-sales?limit=10&offset1', GROCERY, anyStruct(FlashSaleStruct)],
    ['advertisements', '/api/v1/advertisement/list', FOOD, anyStruct(array(AdvertisementStruct))],
    ['brands', '/api/v1/brand', SHOP, anyStruct(array(NamedCountStruct))],
    ['brand items', '/api/v1/brand/items/12?limit=10&offset=1', SHOP, anyStruct(ItemPageStruct)],
    ['conditions', '/api/v1/common-condition', PHARMACY, anyStruct(array(NamedCountStruct))],
    ['condition items', '/api/v1/common-condition/items/1?limit=10&offset=1', PHARMACY, anyStruct(ItemPageStruct)],
    ['search results: items', '/api/v1/get-combined-data?name=chicken&offset=1&data_type=searched&list_type=item&limit=12', FOOD, anyStruct(ItemPageStruct)],
    ['search results: stores', '/api/v1/get-combined-data?name=market&offset=1&data_type=searched&list_type=store&limit=12', GROCERY, anyStruct(StorePageStruct)],
    ['category results', '/api/v1/get-combined-data?offset=1&data_type=category&list_type=item&limit=12&category_ids=[1]', GROCERY, anyStruct(ItemPageStruct)],
  ])('%s', async (_name, path, headers, struct) => {
    const { status, body } = await http.get(path, { headers });
    expect(status).toBe(200);
    const parsed = parseResponse(struct, body, path);
    expect(rowsOf(parsed).length, 'has content to show').toBeGreaterThan(0);
  });

  it('flash-sale products and visit-again stores', async () => {
    const sale = parseResponse(FlashSaleStruct, (await http.get('/api/v1/flash-sales', { headers: GROCERY })).body, 'flash-sales');
    const items = await http.get('/api/v1/flash-sales/items', { headers: GROCERY, query: { flash_sale_id: Number(sale.id), limit: 5, offset: 1 } });
    expect(items.status).toBe(200);
    expect(parseResponse(FlashSaleItemsStruct, items.body, 'flash-sales/items').products.length).toBeGreaterThan(0);
    const suggested = await http.get('/api/v1/customer/suggested-items', { headers: GROCERY });
    expect(parseResponse(array(ItemStruct), suggested.body, 'suggested-items')).toHaveLength(5);
    const visits = await http.get('/api/v1/customer/visit-again', { headers: { ...GROCERY, Authorization: `Bearer ${token}` } });
    expect(visits.status).toBe(200);
    expect(parseResponse(array(VisitAgainStoreStruct), visits.body, 'visit-again').map((store) => store.id)).toEqual([1]);
  });

  it('compact items carry what a card needs and no variation lists', async () => {
    const page = parseResponse(CompactItemPageStruct, (await http.get('/api/v1/items/popular', { headers: FOOD, query: { limit: 5 } })).body, 'popular');
    const first = page.products[0];
    expect(first).toBeDefined();
    expect(() => parseResponse(ItemCompactStruct, first, 'card')).not.toThrow();
    expect(Object.keys((await http.get<{ products: Record<string, unknown>[] }>('/api/v1/items/popular', { headers: FOOD, query: { limit: 1 } })).body.products[0] ?? {})).not.toContain('food_variations');
    expect(page.categories?.length).toBeGreaterThan(0);
  });
});
