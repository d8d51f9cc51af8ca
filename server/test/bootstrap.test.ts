/**
 * The bootstrap surface on a fresh database, as the storefront calls it: config, location → zone → module,
 * guest ids, the landing page and the newsletter (contract §1.3, §2.1, §3.1–§3.3); the policy pages have
 * content-pages.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

interface ZoneJson {
  id: number;
  display_name: string;
  coordinates: { type: string; coordinates: [number, number][][] };
  formated_coordinates: { lat: number; lng: number }[];
  modules?: { id: number; module_type: string; pivot: Record<string, unknown> }[];
}

interface ModuleJson {
  id: number;
  module_name: string;
  module_type: string;
  status: string;
  stores_count: number;
  items_count: number;
  icon_full_url: string;
  zones?: (ZoneJson & { pivot: { zone_id: number; module_id: number } })[];
}

describe('GET /api/v1/config', () => {
  it('answers every key the storefront reads, with the contract types', async () => {
    const { status, body } = await http.get<Record<string, unknown>>('/api/v1/config');
    expect(status).toBe(200);
    for (const key of [
      'business_name', 'logo_full_url', 'fav_icon_full_url', 'footer_text', 'cookies_text', 'email', 'phone', 'address', 'country', 'default_location',
      'social_media', 'currency_symbol', 'currency_symbol_direction', 'digit_after_decimal_point', 'timeformat', 'language', 'sys_language',
      'guest_checkout_status', 'customer_wallet_status', 'loyalty_point_status', 'ref_earning_status', 'country_picker_status', 'refund_policy',
      'cancelation_policy', 'shipping_policy', 'active_payment_method_list', 'social_login', 'apple_login', 'centralize_login', 'firebase_otp_verification',
      'tax_included', 'system_tax_type', 'system_tax_include_status', 'demo', 'is_mail_active', 'is_sms_active', 'toggle_veg_non_veg', 'free_delivery_over',
      'admin_free_delivery', 'additional_charge_status', 'additional_charge_name', 'additional_charge', 'schedule_order', 'home_delivery_status',
      'takeaway_status', 'cash_on_delivery', 'digital_payment', 'maintenance_mode', 'base_urls', 'module', 'module_config', 'landing_page_links',
      'vehicle_distance_min', 'vehicle_hourly_min', 'vehicle_day_wise_min',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body).toMatchObject({
      business_name: 'Rideway Market',
      country: 'AE',
      currency_symbol: 'AED',
      currency_symbol_direction: 'left',
      digit_after_decimal_point: 2,
      timeformat: '24',
      default_location: { lat: '25.1985', lng: '55.2796' },
      centralize_login: { manual_login_status: 1, otp_login_status: 1, social_login_status: 0, phone_verification_status: 0, email_verification_status: 0 },
      admin_free_delivery: { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 200 },
      additional_charge: 10,
      demo: true,
      module: null,
      tax_included: 0,
    });
    expect(body.social_media).toHaveLength(4);
    expect((body.language as { key: string }[]).map((entry) => entry.key)).toEqual(['en', 'ar']);
    expect(String(body.logo_full_url)).toBe(`${server.baseUrl}/storage/brand/logo.svg`);
    const gateways = body.active_payment_method_list as { gateway: string; gateway_image_full_url: string }[];
    expect(gateways).toHaveLength(2);
    for (const gateway of gateways) expect(gateway.gateway_image_full_url.startsWith(`${server.baseUrl}/storage/`)).toBe(true);
    expect((body.module_config as { module_type: string[] }).module_type).toEqual(['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel', 'rental']);
  });

  it('derives the rental "from" prices from active vehicles', async () => {
    const { body } = await http.get<{ vehicle_hourly_min: number; vehicle_distance_min: number; vehicle_day_wise_min: number }>('/api/v1/config');
    const mins = server.db
      .prepare(
        `SELECT min(CASE WHEN trip_hourly = 1 THEN hourly_price END) AS h, min(CASE WHEN trip_distance = 1 THEN distance_price END) AS d,
                min(CASE WHEN trip_day_wise = 1 THEN day_wise_price END) AS w FROM vehicles WHERE status = 1`,
      )
      .get() as { h: number; d: number; w: number };
    expect(body).toMatchObject({ vehicle_hourly_min: mins.h, vehicle_distance_min: mins.d, vehicle_day_wise_min: mins.w });
  });
});

describe('GET /api/v1/config/get-zone-id', () => {
  it('returns the zone ids as a JSON array string, smallest zone first, with modules and pivots', async () => {
    const { status, body } = await http.get<{ zone_id: string; zone_data: ZoneJson[] }>('/api/v1/config/get-zone-id', { query: { lat: 25.1985, lng: 55.2796 } });
    expect(status).toBe(200);
    expect(body.zone_id).toBe('[3,1]');
    expect(body.zone_data.map((zone) => zone.id)).toEqual([3, 1]);
    const rental = body.zone_data[0]?.modules?.find((module) => module.module_type === 'rental');
    expect(rental?.pivot).toMatchObject({ zone_id: 3, module_id: rental?.id, delivery_charge_type: 'distance' });
    expect(body.zone_data[0]).toMatchObject({ status: 1, cash_on_delivery: true, digital_payment: true, increased_delivery_fee_status: 0 });
  });

  it.each([
    [25.0805, 55.1403, '[2]'],
    [25.1181, 55.2006, '[3,2]'],
    [25.2532, 55.3657, '[1]'],
  ])('(%f, %f) → %s', async (lat, lng, zoneId) => {
    expect((await http.get<{ zone_id: string }>('/api/v1/config/get-zone-id', { query: { lat, lng } })).body.zone_id).toBe(zoneId);
  });

  it.each([
    ['Hatta', 24.809, 56.116],
    ['Abu Dhabi Corniche', 24.48, 54.35],
    ['Sharjah Al Majaz', 25.326, 55.385],
  ])('answers 404 coordinates for %s, in no zone', async (_name, lat, lng) => {
    expect(await http.get('/api/v1/config/get-zone-id', { query: { lat, lng } })).toMatchObject({
      status: 404,
      body: { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] },
    });
  });

  it('answers 403 when the only zones there are inactive', async () => {
    const fresh = await startTestServer();
    fresh.db.prepare('UPDATE zones SET status = 0 WHERE id = 2').run();
    expect(await api(fresh.baseUrl).get('/api/v1/config/get-zone-id', { query: { lat: 25.0805, lng: 55.1403 } })).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'coordinates' }] },
    });
    await fresh.close();
  });
});

describe('zones', () => {
  it('lists active zones with GeoJSON polygons (closed rings) and formatted coordinates', async () => {
    const { body } = await http.get<ZoneJson[]>('/api/v1/zone/list');
    expect(body.map((zone) => zone.id)).toEqual([1, 2, 3]);
    for (const zone of body) {
      const ring = zone.coordinates.coordinates[0] ?? [];
      expect(zone.coordinates.type).toBe('Polygon');
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      expect(zone.formated_coordinates[0]).toEqual({ lat: ring[0]?.[1], lng: ring[0]?.[0] });
      expect(zone).not.toHaveProperty('modules');
    }
  });

  it('checks whether a point is in a zone, as a bare boolean', async () => {
    expect((await http.get('/api/v1/zone/check', { query: { lat: 25.1985, lng: 55.2796, zone_id: 1 } })).text).toBe('true');
    expect((await http.get('/api/v1/zone/check', { query: { lat: 25.1985, lng: 55.2796, zone_id: 2 } })).text).toBe('false');
    expect(await http.get('/api/v1/zone/check', { query: { lat: 25.1985, lng: 55.2796 } })).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'zone_id', message: 'The zone id field is required.' }] },
    });
  });

  it('names zones in Arabic when asked', async () => {
    const { body } = await http.get<ZoneJson[]>('/api/v1/zone/list', { headers: { 'X-localization': 'ar' } });
    expect(body[0]?.display_name).toBe('وسط المدينة وديرة');
  });
});

describe('GET /api/v1/module', () => {
  it('lists modules of the header zones with their zones, pivots and counts', async () => {
    const { status, body } = await http.get<ModuleJson[]>('/api/v1/module', { headers: { zoneId: '[2]' } });
    expect(status).toBe(200);
    const types = body.map((module) => module.module_type);
    expect(types).toEqual(['grocery', 'food', 'ecommerce', 'parcel', 'rental']);
    const grocery = body[0];
    expect(grocery).toMatchObject({ status: '1', zones: [{ id: 2, pivot: { zone_id: 2, module_id: grocery?.id } }] });
    expect(grocery?.stores_count).toBeGreaterThanOrEqual(4);
    expect(grocery?.items_count).toBeGreaterThanOrEqual(32);
    expect(grocery?.icon_full_url).toBe(`${server.baseUrl}/storage/module/${grocery?.id}.webp`);
  });

  it('offers rental in every zone and parcel outside the link zone', async () => {
    const rental = await http.get<ModuleJson[]>('/api/v1/module', { headers: { zoneId: '[1,2,3]' } });
    expect(rental.body.find((module) => module.module_type === 'rental')?.zones?.map((zone) => zone.id)).toEqual([1, 2, 3]);
    const link = await http.get<ModuleJson[]>('/api/v1/module', { headers: { zoneId: '[3]' } });
    expect(link.body.map((module) => module.module_type)).not.toContain('parcel');
  });

  it('lists every active module without a zone header, or those of the zone_id query', async () => {
    const all = await http.get<ModuleJson[]>('/api/v1/module');
    expect(all.body).toHaveLength(6);
    expect(all.body[0]).not.toHaveProperty('zones');
    const zone = await http.get<ModuleJson[]>('/api/v1/module', { query: { zone_id: 2 } });
    expect(zone.body.map((module) => module.module_type)).not.toContain('pharmacy');
  });

  it('names modules in Arabic when asked', async () => {
    const { body } = await http.get<ModuleJson[]>('/api/v1/module', { headers: { 'X-localization': 'ar' } });
    expect(body.find((module) => module.module_type === 'rental')?.module_name).toBe('تأجير السيارات');
  });
});

describe('guest ids', () => {
  it('issues a new, unguessable integer guest id per request, with or without an FCM token', async () => {
    const first = await http.post<{ guest_id: number; message: string }>('/api/v1/auth/guest/request');
    const second = await http.post<{ guest_id: number }>('/api/v1/auth/guest/request', { body: { fcm_token: 'device-token' } });
    expect(first).toMatchObject({ status: 200, body: { message: 'guest verified' } });
    for (const id of [first.body.guest_id, second.body.guest_id]) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(2 ** 52);
    }
    // Neither neighbour of an id is the next one handed out.
    expect(Math.abs(second.body.guest_id - first.body.guest_id)).toBeGreaterThan(1);
  });
});

describe('landing page and newsletter', () => {
  it('answers the footer and landing data', async () => {
    const { status, body } = await http.get<Record<string, unknown>>('/api/v1/react-landing-page');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      fixed_footer_description: expect.any(String),
      fixed_newsletter_title: expect.any(String),
      fixed_newsletter_sub_title: expect.any(String),
      download_user_app_links: { playstore_url_status: '1', apple_store_url_status: '1', playstore_url: expect.any(String), apple_store_url: expect.any(String) },
    });
  });

  it('subscribes a newsletter email once', async () => {
    expect(await http.post('/api/v1/newsletter/subscribe', { body: { email: 'Reader@Example.com' } })).toMatchObject({ status: 200, body: { message: 'Subscribed Successfully' } });
    expect(await http.post('/api/v1/newsletter/subscribe', { body: { email: 'reader@example.com' } })).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'email', message: 'The email has already been taken.' }] },
    });
  });
});
