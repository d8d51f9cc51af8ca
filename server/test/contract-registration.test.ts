/**
 * Partner sign-up over real HTTP, with the multipart forms the client builds: store and delivery-person
 * applications kept pending with their pictures, every refusal in the contract's envelope (fields,
 * uniqueness, strong passwords, a point outside the zone, a module the zone lacks, pictures checked by
 * content and size), and the delivery vehicles to pick from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryManApplicationForm, storeApplicationForm, type DeliveryManApplication, type StoreApplication } from '../../src/features/registration/api/registration';
import { ApplicationAnswerStruct, DeliveryVehiclesStruct, StoreApplicationAnswerStruct } from '../../src/features/registration/api/structs';
import { parseResponse } from '../../src/lib/struct';
import { api, DUBAI_MALL, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A whole 2×2 JPEG (uploaded pictures are decoded before they are kept). */
const JPEG = Buffer.from('/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgCiv/2Q==', 'base64');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
const blob = (data: Buffer, type = 'image/png') => new Blob([new Uint8Array(data)], { type });

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

async function post(path: string, form: FormData) {
  const response = await fetch(new URL(path, server.baseUrl), { method: 'POST', body: form, headers: { Accept: 'application/json', 'X-localization': 'en' } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let counter = 0;
function store(overrides: Partial<StoreApplication> = {}): StoreApplication {
  counter += 1;
  return {
    storeName: 'Corner Greens',
    address: 'Financial Centre Road, Downtown Dubai',
    language: 'en',
    zoneId: 1,
    moduleId: 1,
    latitude: DUBAI_MALL.lat,
    longitude: DUBAI_MALL.lng,
    firstName: 'Sara',
    lastName: 'Khan',
    phone: `+97155${String(1_000_000 + counter)}`,
    email: `store${counter}@example.com`,
    password: 'Greens#2026',
    minimumDeliveryTime: 20,
    maximumDeliveryTime: 40,
    deliveryTimeType: 'minute',
    tax: 5,
    logo: blob(PNG),
    cover: blob(JPEG, 'image/jpeg'),
    ...overrides,
  };
}

function rider(overrides: Partial<DeliveryManApplication> = {}): DeliveryManApplication {
  counter += 1;
  return {
    firstName: 'Ali',
    lastName: 'Hassan',
    phone: `+97158${String(1_000_000 + counter)}`,
    email: `rider${counter}@example.com`,
    password: 'Rider#2026',
    identityType: 'passport',
    identityNumber: 'P1234567',
    zoneId: 1,
    vehicleId: 1,
    earning: 1,
    photo: blob(PNG),
    identityImages: [blob(PNG), blob(JPEG, 'image/jpeg')],
    ...overrides,
  };
}

const pictures = (kind: string, owner: number) => (server.db.prepare('SELECT mime_type FROM uploaded_images WHERE kind = ? AND owner_id = ? ORDER BY mime_type').all(kind, owner) as { mime_type: string }[]).map((row) => row.mime_type);

describe('store applications', () => {
  it('keeps a complete application pending, with its logo and cover, and answers the commission plan', async () => {
    const application = store();
    const answer = await post('/api/v1/auth/vendor/register', storeApplicationForm(application));
    expect(answer.status).toBe(200);
    const body = parseResponse(StoreApplicationAnswerStruct, answer.body, 'vendor/register');
    expect(body).toMatchObject({ type: 'commission', message: 'Application placed successfully' });
    const row = server.db.prepare('SELECT * FROM store_applications WHERE id = ?').get(body.store_id) as Record<string, unknown>;
    expect(row).toMatchObject({ store_name: 'Corner Greens', status: 'pending', zone_id: 1, module_id: 1, delivery_time: '20-40 minute', tax: 5, email: application.email });
    expect(String(row.password)).toMatch(/^scrypt\$/);
    expect(pictures('store_logo', Number(body.store_id))).toEqual(['image/png']);
    expect(pictures('store_cover', Number(body.store_id))).toEqual(['image/jpeg']);
    // Nothing is listed before the operator approves it.
    const stores = await http.get<{ stores: { name: string }[] }>('/api/v1/stores/get-stores/all', { headers: { zoneId: '[3,1]', moduleId: '1' }, query: { offset: 1, limit: 50 } });
    expect(JSON.stringify(stores.body)).not.toContain('Corner Greens');
  });

  it.each<[string, Partial<StoreApplication> | ((form: FormData) => void), string, string]>([
    ['a weak password', { password: 'greens2026' }, 'password', 'The password must contain at least one uppercase and one lowercase letter.'],
    ['a short phone', { phone: '12345' }, 'phone', 'The phone format is invalid.'],
    ['a point outside the zone', { zoneId: 2 }, 'latitude', 'Coordinates out of zone!'],
    ['a module the zone lacks', { zoneId: 2, moduleId: 3 }, 'module_id', 'This module is not available in the selected zone.'],
    ['a minimum after the maximum', { minimumDeliveryTime: 50 }, 'maximum_delivery_time', 'The maximum delivery time must be at least the minimum.'],
    ['a PDF as the logo', { logo: blob(PDF, 'image/png') }, 'logo', 'The logo must be a file of type: jpeg, png, jpg, gif.'],
    ['a logo over 2 MB', { logo: blob(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])) }, 'logo', 'The logo must not be greater than 2048 kilobytes.'],
    ['no store name', (form) => { form.delete('name'); form.set('translations', '[]'); }, 'translations', 'The store name and address are required.'],
    ['no logo', (form) => form.delete('logo'), 'logo', 'The logo field is required.'],
    ['no owner name', (form) => form.delete('f_name'), 'f_name', 'The f name field is required.'],
    ['a rental provider without pickup zones', { moduleId: 6 }, 'pickup_zone_id', 'The pickup zone field is required for a rental provider.'],
  ])('refuses %s', async (_case, change, code, message) => {
    const form = storeApplicationForm(store(typeof change === 'function' ? {} : change));
    if (typeof change === 'function') change(form);
    const answer = await post('/api/v1/auth/vendor/register', form);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ errors: [{ code, message }] });
  });

  it('refuses an email or phone already used by a store or an application', async () => {
    const first = store();
    expect((await post('/api/v1/auth/vendor/register', storeApplicationForm(first))).status).toBe(200);
    const again = await post('/api/v1/auth/vendor/register', storeApplicationForm({ ...store(), email: first.email, phone: first.phone }));
    expect(again.body).toEqual({
      errors: [
        { code: 'email', message: 'The email has already been taken.' },
        { code: 'phone', message: 'The phone has already been taken.' },
      ],
    });
  });
});

describe('delivery-person applications', () => {
  it('lists the vehicles, in the asked language', async () => {
    const answer = await http.get('/api/v1/get-vehicles');
    expect(parseResponse(DeliveryVehiclesStruct, answer.body, 'get-vehicles').map((row) => row.type)).toEqual(['Bicycle', 'Bike', 'Car']);
    const arabic = await http.get<{ type: string }[]>('/api/v1/get-vehicles', { headers: { 'X-localization': 'ar' } });
    expect(arabic.body[0]?.type).toBe('دراجة هوائية');
  });

  it('keeps an application inactive and pending, with the identity pictures', async () => {
    const application = rider();
    const answer = await post('/api/v1/auth/delivery-man/store', deliveryManApplicationForm(application));
    expect(answer.status).toBe(200);
    expect(parseResponse(ApplicationAnswerStruct, answer.body, 'delivery-man/store').message).toBe('Application placed successfully');
    const row = server.db.prepare('SELECT * FROM delivery_man_applications WHERE email = ?').get(application.email) as { id: number; status: number; application_status: string; vehicle_id: number };
    expect(row).toMatchObject({ status: 0, application_status: 'pending', vehicle_id: 1 });
    expect(pictures('identity', row.id)).toEqual(['image/jpeg', 'image/png']);
    expect(pictures('delivery_man', row.id)).toEqual(['image/png']);
    // An applicant is never reachable by chat before approval: the application is not a chat party.
    expect(server.db.prepare('SELECT 1 FROM user_infos WHERE email = ?').get(application.email)).toBeUndefined();
  });

  it('ignores the stray text part some clients send next to the identity files', async () => {
    const form = deliveryManApplicationForm(rider());
    form.append('identity_image', '[object File]');
    expect((await post('/api/v1/auth/delivery-man/store', form)).status).toBe(200);
  });

  it.each<[string, Partial<DeliveryManApplication>, string, string]>([
    ['an unknown vehicle', { vehicleId: 99 }, 'vehicle_id', 'The selected vehicle is invalid.'],
    ['an unknown zone', { zoneId: 99 }, 'zone_id', 'The selected zone is invalid.'],
    ['no identity picture', { identityImages: [] }, 'identity_image', 'Add at least one picture of your identity document.'],
    ['four identity pictures', { identityImages: [blob(PNG), blob(PNG), blob(PNG), blob(PNG)] }, 'identity_image', 'At most 3 identity images can be sent.'],
    ['a PDF identity document', { identityImages: [blob(PDF, 'image/jpeg')] }, 'identity_image', 'The identity must be a file of type: jpeg, png, jpg, gif.'],
    ['a password without a symbol', { password: 'Rider2026' }, 'password', 'The password must contain at least one symbol.'],
  ])('refuses %s', async (_case, change, code, message) => {
    const answer = await post('/api/v1/auth/delivery-man/store', deliveryManApplicationForm(rider(change)));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ errors: [{ code, message }] });
  });

  it('refuses an unknown identity type and a missing earning model together', async () => {
    const form = deliveryManApplicationForm(rider());
    form.set('identity_type', 'library_card');
    form.delete('earning');
    const answer = await post('/api/v1/auth/delivery-man/store', form);
    expect(answer.body).toEqual({
      errors: [
        { code: 'identity_type', message: 'The selected identity type is invalid.' },
        { code: 'earning', message: 'The earning field is required.' },
      ],
    });
  });
});
