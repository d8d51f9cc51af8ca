import { describe, expect, it } from 'vitest';
import { isImageRequest, isListingApi, isMapTile, isPersonalApi, isReferenceApi, isRuntimeConfig, isAppNavigation, isSearchApi, varyingCacheKey } from './matchers';

const url = (path: string) => new URL(path, 'https://shop.example.com');

describe('service worker route matchers', () => {
  it.each([
    ['/api/v1/rental/user/cart/get-cart?guest_id=5', 'personal'],
    ['/api/v1/customer/info', 'personal'],
    ['/api/v1/customer/wish-list', 'personal'],
    ['/api/v1/auth/login', 'personal'],
    ['/api/v1/rental/user/trip/get-trip-list/running', 'personal'],
    ['/api/v1/config', 'reference'],
    ['/api/v1/module', 'reference'],
    ['/api/v1/categories', 'reference'],
    ['/api/v1/rental/vehicle/category-list?limit=25&offset=1', 'reference'],
    ['/api/v1/privacy-policy', 'reference'],
    ['/api/v1/rental/vehicle/search?offset=1', 'listing'],
    ['/api/v1/rental/vehicle/get-vehicle-details/31', 'listing'],
    ['/api/v1/rental/provider/popular', 'listing'],
    ['/api/v1/stores/popular', 'listing'],
    ['/api/v1/items/details/5', 'listing'],
    ['/api/v1/categories/childes/7', 'reference'],
    ['/api/v1/categories/7', 'reference'],
    ['/api/v1/categories/items/7?limit=12&offset=1', 'listing'],
    ['/api/v1/categories/stores/7?limit=12&offset=1', 'listing'],
    ['/api/v1/categories/items/list?category_ids=[1]', 'listing'],
    ['/api/v1/stores/details/burger-hub', 'listing'],
    ['/api/v1/stores/get-stores/all?store_type=popular', 'listing'],
    ['/api/v1/stores/search?name=burger', 'listing'],
    ['/api/v1/items/search?name=milk', 'listing'],
    ['/api/v1/items/search-suggestion?name=mi', 'listing'],
    ['/api/v1/items/item-or-store-search?name=pizza', 'listing'],
    ['/api/v1/items/latest?store_id=5&category_id=0', 'listing'],
    ['/api/v1/items/reviews/33', 'listing'],
    ['/api/v1/get-combined-data?list_type=item&data_type=searched&name=tea', 'listing'],
    ['/api/v1/banners/5', 'listing'],
    ['/api/v1/other-banners', 'listing'],
    ['/api/v1/campaigns/basic-campaign-details?basic_campaign_id=2', 'listing'],
    ['/api/v1/flash-sales', 'listing'],
    ['/api/v1/flash-sales/items?flash_sale_id=3', 'listing'],
    ['/api/v1/advertisement/list', 'listing'],
    ['/api/v1/brand', 'listing'],
    ['/api/v1/brand/items/12', 'listing'],
    ['/api/v1/common-condition', 'listing'],
    ['/api/v1/common-condition/items/1', 'listing'],
    ['/api/v1/customer/visit-again', 'personal'],
    ['/api/v1/customer/wish-list', 'personal'],
    ['/api/v1/config/place-api-autocomplete?search_text=dub', 'none'],
  ])('%s is %s', (path, kind) => {
    const u = url(path);
    const actual = isPersonalApi(u) ? 'personal' : isReferenceApi(u) ? 'reference' : isListingApi(u) ? 'listing' : 'none';
    expect(actual).toBe(kind);
  });

  it('recognises images, tiles and the runtime config', () => {
    expect(isImageRequest(url('/storage/vehicle/31-1.svg'), '')).toBe(true);
    expect(isImageRequest(url('/anything.png'), 'image')).toBe(true);
    expect(isImageRequest(url('/api/v1/config'), '')).toBe(false);
    expect(isMapTile(new URL('https://a.tile.openstreetmap.org/12/2650/1755.png'))).toBe(true);
    expect(isMapTile(new URL('https://tile.openstreetmap.org/12/2650/1755.png'))).toBe(true);
    expect(isMapTile(url('/api/v1/config'))).toBe(false);
    expect(isRuntimeConfig(url('/runtime-config.js'))).toBe(true);
  });

  it('answers with the app only the paths the app routes, with any query', () => {
    for (const path of ['/', '/?x=1', '/home', '/home/', '/rental/vehicle-search?categoryId=2', '/store/5?id=5&module_id=2', '/my-orders/100012', '/checkout?page=cart']) {
      expect(isAppNavigation(url(path)), path).toBe(true);
    }
    for (const path of ['/api/v1/config', '/storage/a.svg', '/__test/reset', '/sw.js', '/payment-mobile?order_id=1', '/payment/pay?payment_id=a', '/store', '/store/5/x', '/homework', '/index.html', '/manifest.webmanifest']) {
      expect(isAppNavigation(url(path)), path).toBe(false);
    }
  });

  it.each([
    ['/api/v1/items/search?name=milk', true],
    ['/api/v1/items/search-suggestion?name=mi', true],
    ['/api/v1/items/item-or-store-search?name=pizza', true],
    ['/api/v1/stores/search?name=burger', true],
    ['/api/v1/get-combined-data?list_type=item&data_type=searched&name=tea', true],
    ['/api/v1/get-combined-data?list_type=item&data_type=category&category_ids=[1]', false],
    ['/api/v1/items/popular', false],
    ['/api/v1/stores/details/5', false],
  ])('%s is a search answer: %s', (path, expected) => {
    expect(isSearchApi(url(path))).toBe(expected);
  });

  it('keys catalogue answers per zone, module and language, and keeps their query', () => {
    const search = url('/api/v1/items/search?name=milk&offset=1&limit=12');
    const grocery = varyingCacheKey(search, new Headers({ zoneId: '[3,1]', moduleId: '1', 'X-localization': 'en' }));
    const pharmacy = varyingCacheKey(search, new Headers({ zoneId: '[3,1]', moduleId: '3', 'X-localization': 'en' }));
    const arabic = varyingCacheKey(search, new Headers({ zoneId: '[3,1]', moduleId: '1', 'X-localization': 'ar' }));
    const other = varyingCacheKey(url('/api/v1/items/search?name=tea&offset=1&limit=12'), new Headers({ zoneId: '[3,1]', moduleId: '1', 'X-localization': 'en' }));
    expect(new Set([grocery, pharmacy, arabic, other]).size).toBe(4);
    expect(new URL(grocery).searchParams.get('name')).toBe('milk');
  });

  it('keys cached API answers by zone, module and language headers', () => {
    const u = url('/api/v1/rental/vehicle/search?offset=1');
    const zone1 = varyingCacheKey(u, new Headers({ zoneId: '[1]', moduleId: '6', 'X-localization': 'en' }));
    const zone2 = varyingCacheKey(u, new Headers({ zoneId: '[2]', moduleId: '6', 'X-localization': 'en' }));
    const arabic = varyingCacheKey(u, new Headers({ zoneId: '[1]', moduleId: '6', 'X-localization': 'ar' }));
    expect(new Set([zone1, zone2, arabic]).size).toBe(3);
    expect(varyingCacheKey(u, new Headers({ zoneId: '[1]', moduleId: '6', 'X-localization': 'en' }))).toBe(zone1);
  });

  it('keys an answer the same whatever order its query was written in', () => {
    const headers = new Headers({ zoneId: '[1]', moduleId: '6', 'X-localization': 'en' });
    const asked = varyingCacheKey(url('/api/v1/rental/vehicle/search?trip_type=hourly&date=2026-11-26+18%3A00&limit=12&offset=1'), headers);
    const carried = varyingCacheKey(url('/api/v1/rental/vehicle/search?date=2026-11-26+18%3A00&limit=12&offset=1&trip_type=hourly'), headers);
    expect(carried).toBe(asked);
    expect(varyingCacheKey(url('/api/v1/rental/vehicle/search?trip_type=daily&limit=12&offset=1'), headers)).not.toBe(asked);
  });
});
