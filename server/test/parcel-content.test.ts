/**
 * The parcel module's content: categories with their charges and pictures, the landing page's banners,
 * "how it works" and "why choose us", the delivery instructions and the cancellation reasons, in English and
 * Arabic, and what other modules get from the same paths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
const PARCEL = { zoneId: '[1]', moduleId: '5', 'X-localization': 'en' };
const PARCEL_AR = { ...PARCEL, 'X-localization': 'ar' };
const FOOD = { zoneId: '[1]', moduleId: '2' };

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

interface Category {
  id: number;
  name: string;
  description: string;
  image: string;
  image_full_url: string;
  parcel_per_km_shipping_charge: number | null;
  parcel_minimum_shipping_charge: number | null;
  module_id: number;
  status: number;
}

/** The vector form of a published picture path (the raster is drawn from it). */
const vectorOf = (path: string) => path.replace(/\.webp$/, '.svg');

describe('parcel-category', () => {
  it('lists the module\'s categories as a bare array with charges and pictures', async () => {
    const { status, body } = await http.get<Category[]>('/api/v1/parcel-category', { headers: PARCEL });
    expect(status).toBe(200);
    expect(body.map((category) => category.name)).toEqual(['Documents', 'Small box', 'Food container', 'Electronics', 'Fragile']);
    const documents = body[0] as Category;
    expect(documents).toMatchObject({ parcel_per_km_shipping_charge: 2.5, parcel_minimum_shipping_charge: 12, module_id: 5, status: 1, image: 'parcel-1.svg' });
    expect(documents.image_full_url).toBe(`${server.baseUrl}/storage/category/parcel-1.webp`);
    expect(body[1]).toMatchObject({ name: 'Small box', parcel_per_km_shipping_charge: null, parcel_minimum_shipping_charge: null });
    const picture = await http.get(new URL(documents.image_full_url).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('speaks Arabic when asked', async () => {
    const { body } = await http.get<Category[]>('/api/v1/parcel-category', { headers: PARCEL_AR });
    expect(body[0]?.name).toBe('مستندات');
    expect(body[0]?.description).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers an empty array for a module without parcels, and needs a module', async () => {
    expect((await http.get('/api/v1/parcel-category', { headers: FOOD })).body).toEqual([]);
    const missing = await http.get<{ errors: { code: string }[] }>('/api/v1/parcel-category', { headers: { zoneId: '[1]' } });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0]?.code).toBe('moduleId');
  });
});

describe('other-banners for the parcel module', () => {
  it('lists promotional banners as module rows with pictures and words', async () => {
    const { status, body } = await http.get<{ banners: { id: number; key: string; type: string; value: string; value_full_url: string; title: string }[] }>('/api/v1/other-banners', { headers: PARCEL });
    expect(status).toBe(200);
    expect(body.banners).toHaveLength(3);
    expect(body.banners[0]).toMatchObject({ key: 'promotional_banner', type: 'promotional_banner', value: 'parcel-1.svg', title: 'Send a parcel across the city today' });
    const published = new URL(body.banners[0]?.value_full_url ?? '').pathname;
    expect(published).toMatch(/\.webp$/);
    // The raster is drawn from the vector form of the same path, which names the banner's words.
    const picture = await http.get(vectorOf(published));
    expect(picture.status).toBe(200);
    expect(picture.text).toContain('Send a parcel across the city today');
    const arabic = await http.get<{ banners: { title: string }[] }>('/api/v1/other-banners', { headers: PARCEL_AR });
    expect(arabic.body.banners[0]?.title).toBe('أرسل طردًا عبر المدينة اليوم');
  });

  it('keeps the flat promotional object for the store modules', async () => {
    const { body } = await http.get<Record<string, unknown>>('/api/v1/other-banners', { headers: FOOD });
    expect(body).not.toHaveProperty('banners');
    expect(body).toHaveProperty('promotional_banner_full_url');
  });

  it('gives the "how it works" section: title, picture and three steps', async () => {
    const { status, body } = await http.get<{ section_title: string; banner_type: string; banner_image_full_url: string; banner_contents: { key: string; value: string }[] }>(
      '/api/v1/other-banners/video-content',
      { headers: PARCEL },
    );
    expect(status).toBe(200);
    expect(body.section_title).toBe('How it works');
    expect(body.banner_type).toBe('image');
    expect((await http.get(new URL(body.banner_image_full_url).pathname)).status).toBe(200);
    expect(body.banner_contents.map((row) => row.key)).toEqual(['content1_title', 'content1_subtitle', 'content2_title', 'content2_subtitle', 'content3_title', 'content3_subtitle']);
    const arabic = await http.get<{ section_title: string; banner_contents: { value: string }[] }>('/api/v1/other-banners/video-content', { headers: PARCEL_AR });
    expect(arabic.body.section_title).toBe('كيف تعمل الخدمة');
    expect(arabic.body.banner_contents[0]?.value).toMatch(/[\u0600-\u06FF]/);
  });

  it('gives the "why choose us" cards with pictures', async () => {
    const { body } = await http.get<{ banners: { title: string; short_description: string; image_full_url: string }[] }>('/api/v1/other-banners/why-choose', { headers: PARCEL });
    expect(body.banners).toHaveLength(4);
    expect(body.banners[0]).toMatchObject({ title: 'Fast pickup' });
    const picture = await http.get(vectorOf(new URL(body.banners[0]?.image_full_url ?? '').pathname));
    expect(picture.status).toBe(200);
    expect(picture.text).toContain('Fast pickup');
  });

  it('answers empty sections for a module without them', async () => {
    expect((await http.get('/api/v1/other-banners/why-choose', { headers: FOOD })).body).toEqual({ banners: [] });
    expect((await http.get('/api/v1/other-banners/video-content', { headers: FOOD })).body).toEqual({ banner_contents: [] });
  });
});

describe('parcel instructions and cancellation reasons', () => {
  it('pages the delivery instructions without a module or a sign-in', async () => {
    const { status, body } = await http.get<{ total_size: number; limit: number; offset: number; data: { id: number; instruction: string }[] }>('/api/v1/customer/order/parcel-instructions', {
      query: { limit: 2, offset: 2 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ total_size: 5, limit: 2, offset: 2 });
    expect(body.data.map((row) => row.id)).toEqual([3, 4]);
    const arabic = await http.get<{ data: { instruction: string }[] }>('/api/v1/customer/order/parcel-instructions', { headers: { 'X-localization': 'ar' } });
    expect(arabic.body.data[0]?.instruction).toBe('اتصل بالمستلم قبل الوصول');
  });

  it('filters the cancellation reasons by who cancels and when', async () => {
    type Reasons = { total_size: number; data: { id: number; reason: string; user_type: string; cancellation_type: string }[] };
    const before = await http.get<Reasons>('/api/v1/get-parcel-cancellation-reasons', { query: { offset: 1, limit: 10, user_type: 'customer', cancellation_type: 'before_pickup' } });
    expect(before.status).toBe(200);
    expect(before.body.data.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(before.body.data.every((row) => row.user_type === 'customer' && row.cancellation_type === 'before_pickup')).toBe(true);
    const after = await http.get<Reasons>('/api/v1/get-parcel-cancellation-reasons', { query: { user_type: 'customer', cancellation_type: 'after_pickup' } });
    expect(after.body.data.map((row) => row.id)).toEqual([4, 5]);
    const all = await http.get<Reasons>('/api/v1/get-parcel-cancellation-reasons');
    expect(all.body.total_size).toBe(6);
    const unknown = await http.get<Reasons>('/api/v1/get-parcel-cancellation-reasons', { query: { cancellation_type: 'whenever' } });
    expect(unknown.body).toMatchObject({ total_size: 0, data: [] });
  });
});
