import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

describe('GET /api/v1/config', () => {
  it('answers every key the storefront reads, with the contract types', async () => {
    const { status, body } = await http.get<Record<string, unknown>>('/api/v1/config');
    expect(status).toBe(200);
    for (const key of [
      'business_name', 'logo_full_url', 'footer_text', 'email', 'phone', 'address', 'country', 'default_location', 'social_media', 'currency_symbol',
      'currency_symbol_direction', 'digit_after_decimal_point', 'guest_checkout_status', 'customer_wallet_status', 'loyalty_point_status', 'ref_earning_status',
      'country_picker_status', 'refund_policy', 'cancelation_policy', 'shipping_policy', 'active_payment_method_list', 'social_login', 'apple_login',
      'centralize_login', 'firebase_otp_verification', 'tax_included', 'demo', 'is_mail_active', 'is_sms_active', 'toggle_veg_non_veg', 'free_delivery_over',
      'admin_free_delivery', 'base_urls', 'module',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.default_location).toEqual({ lat: '25.1985', lng: '55.2796' });
    expect(String(body.logo_full_url)).toMatch(new RegExp(`^${server.baseUrl}/storage/`));
    expect(body.centralize_login).toMatchObject({ manual_login_status: 1, otp_login_status: 1 });
  });
});

describe('GET /api/v1/config/get-zone-id', () => {
  it('returns the zone ids as a JSON array string, smallest zone first, with modules and pivots', async () => {
    const { status, body } = await http.get<{ zone_id: string; zone_data: { id: number; modules: { module_type: string; pivot: object }[] }[] }>('/api/v1/config/get-zone-id', {
      query: { lat: 25.1985, lng: 55.2796 },
    });
    expect(status).toBe(200);
    expect(body.zone_id).toBe('[3,1]');
    expect(body.zone_data.map((zone) => zone.id)).toEqual([3, 1]);
    expect(body.zone_data[0]?.modules.find((module) => module.module_type === 'rental')?.pivot).toMatchObject({ delivery_charge_type: 'distance' });
  });

  it.each([
    [{ lat: 24.809, lng: 56.116 }, 404, { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] }],
    [{}, 403, { errors: [{ code: 'lat', message: 'The lat field is required.' }, { code: 'lng', message: 'The lng field is required.' }] }],
    [{ lat: 'abc', lng: 55 }, 403, { errors: [{ code: 'lat', message: 'The lat must be a number.' }] }],
    [{ lat: 999, lng: 55 }, 403, { errors: [{ code: 'lat', message: 'The lat must not be greater than 90.' }] }],
  ])('%j → %i with the contract envelope', async (query, status, body) => {
    const answer = await http.get('/api/v1/config/get-zone-id', { query });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(body);
  });
});

describe('GET /api/v1/module', () => {
  it('lists modules of the header zones with their zones and pivots', async () => {
    const { status, body } = await http.get<{ id: number; module_type: string; status: string; zones: { id: number; pivot: object }[] }[]>('/api/v1/module', { headers: { zoneId: '[2]' } });
    expect(status).toBe(200);
    const types = body.map((module) => module.module_type);
    expect(types).toContain('rental');
    expect(types).not.toContain('pharmacy');
    expect(body[0]?.status).toBe('1');
    expect(body[0]?.zones[0]).toMatchObject({ id: 2, pivot: { zone_id: 2 } });
  });

  it('lists every active module without a zone header', async () => {
    const { body } = await http.get<unknown[]>('/api/v1/module');
    expect(body).toHaveLength(6);
  });

  it('refuses a zone header that is not a JSON array', async () => {
    expect(await http.get('/api/v1/module', { headers: { zoneId: '1' } })).toMatchObject({ status: 403, body: { errors: [{ code: 'zoneId', message: 'Zone id is invalid' }] } });
  });
});

describe('zone and module header checks on module-checked routes', () => {
  it.each([
    [{ moduleId: '6' }, { errors: [{ code: 'zoneId', message: 'Zone id required' }] }],
    [{ zoneId: '[1]' }, { errors: [{ code: 'moduleId', message: 'Module id required' }] }],
    [{ zoneId: '[1]', moduleId: '99' }, { errors: [{ code: 'moduleId', message: 'Module not found' }] }],
    [{ zoneId: 'garbage', moduleId: '6' }, { errors: [{ code: 'zoneId', message: 'Zone id is invalid' }] }],
  ])('%j → 403', async (headers, body) => {
    const answer = await http.get('/api/v1/rental/vehicle/top-rated', { headers });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(body);
  });
});

describe('guest ids', () => {
  it('issues a new integer guest id per request', async () => {
    const first = await http.post<{ guest_id: number; message: string }>('/api/v1/auth/guest/request');
    const second = await http.post<{ guest_id: number }>('/api/v1/auth/guest/request');
    expect(first.status).toBe(200);
    expect(Number.isInteger(first.body.guest_id)).toBe(true);
    expect(second.body.guest_id).toBe(first.body.guest_id + 1);
  });
});

describe('map proxies answered from the gazetteer', () => {
  it('autocomplete answers the Places (New) shape and the legacy predictions', async () => {
    const { body } = await http.get<{ suggestions: { placePrediction: { placeId: string; structuredFormat: { mainText: { text: string } } } }[]; predictions: { place_id: string }[] }>(
      '/api/v1/config/place-api-autocomplete',
      { query: { search_text: 'dubai ma' } },
    );
    expect(body.suggestions[0]?.placePrediction.structuredFormat.mainText.text).toBe('Dubai Mall');
    expect(body.predictions[0]?.place_id).toBe(body.suggestions[0]?.placePrediction.placeId);
  });

  it('place details give the coordinates; unknown ids are 404', async () => {
    expect((await http.get('/api/v1/config/place-api-details', { query: { placeid: 'gz_dxb_airport' } })).body).toMatchObject({ location: { latitude: 25.2532, longitude: 55.3657 } });
    expect((await http.get('/api/v1/config/place-api-details', { query: { placeid: 'nope' } })).status).toBe(404);
  });

  it('reverse geocoding names a nearby place, or the coordinates', async () => {
    const near = await http.get<{ results: { formatted_address: string }[]; status: string }>('/api/v1/config/geocode-api', { query: { lat: 25.1986, lng: 55.2795 } });
    expect(near.body.results[0]?.formatted_address).toBe('Dubai Mall, Downtown Dubai, Dubai');
    const far = await http.get<{ results: { formatted_address: string }[] }>('/api/v1/config/geocode-api', { query: { lat: 10, lng: 10 } });
    expect(far.body.results[0]?.formatted_address).toContain('10.00000, 10.00000');
  });

  it('distance answers metres and a duration in seconds ending in s, longer when walking', async () => {
    const query = { origin_lat: 25.1985, origin_lng: 55.2796, destination_lat: 25.2532, destination_lng: 55.3657 };
    const drive = await http.get<{ distanceMeters: number; duration: string }>('/api/v1/config/distance-api', { query: { ...query, mode: 'DRIVE' } });
    const walk = await http.get<{ distanceMeters: number; duration: string }>('/api/v1/config/distance-api', { query: { ...query, mode: 'WALK' } });
    expect(drive.body.distanceMeters).toBeGreaterThan(10000);
    expect(drive.body.duration).toMatch(/^\d+s$/);
    expect(Number.parseInt(walk.body.duration)).toBeGreaterThan(Number.parseInt(drive.body.duration));
  });

  it('directions return an encoded polyline', async () => {
    const { body } = await http.get<{ routes: { polyline: { encodedPolyline: string } }[] }>('/api/v1/config/direction-api', {
      query: { origin_lat: 25.1985, origin_lng: 55.2796, destination_lat: 25.2532, destination_lng: 55.3657, mode: 'BICYCLE' },
    });
    expect(body.routes[0]?.polyline.encodedPolyline.length).toBeGreaterThan(5);
  });
});

describe('malformed input never produces a 500', () => {
  it.each([
    ['POST', '/api/v1/newsletter/subscribe', { raw: '{not json' }, 400],
    ['POST', '/api/v1/newsletter/subscribe', { body: { email: 'not-an-email' } }, 403],
    ['GET', '/api/v1/config/place-api-autocomplete', { query: { search_text: '' } }, 403],
    ['GET', '/api/v1/config/distance-api', { query: { origin_lat: 'x' } }, 403],
    ['POST', '/api/v1/newsletter/subscribe', { raw: JSON.stringify({ email: 'a'.repeat(2_000_000) }) }, 413],
    ['GET', '/api/v1/no-such-endpoint', {}, 404],
  ] as const)('%s %s', async (method, path, options, status) => {
    const answer = method === 'GET' ? await http.get(path, options) : await http.post(path, options);
    expect(answer.status).toBe(status);
    expect(answer.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('subscribes a newsletter email once', async () => {
    expect((await http.post('/api/v1/newsletter/subscribe', { body: { email: 'reader@example.com' } })).body).toEqual({ message: 'Subscribed Successfully' });
    expect((await http.post('/api/v1/newsletter/subscribe', { body: { email: 'reader@example.com' } })).status).toBe(403);
  });

  it('policy pages answer a bare JSON string per language', async () => {
    const en = await http.get<string>('/api/v1/privacy-policy');
    const ar = await http.get<string>('/api/v1/privacy-policy', { headers: { 'X-localization': 'ar' } });
    expect(typeof en.body).toBe('string');
    expect(en.body).toContain('Privacy policy');
    expect(ar.body).toContain('سياسة الخصوصية');
  });
});
