/** Generated images under /storage: SVG, cacheable, deterministic, named after the entity they show. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePaths } from '../services/images/paths';
import { initialsOf } from '../services/images/svg';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

describe('GET /storage/:kind/:file', () => {
  it('answers an SVG with long cache headers, the same bytes every time', async () => {
    const first = await http.get<string>(`/storage/${imagePaths.vehicle(3, 1)}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(first.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await http.get<string>(`/storage/${imagePaths.vehicle(3, 1)}`)).text).toBe(first.text);
    expect((await http.get<string>(`/storage/${imagePaths.vehicle(3, 2)}`)).text).not.toBe(first.text);
  });

  it('names the entity and shows the initials on marks', async () => {
    const provider = server.db.prepare('SELECT name FROM stores WHERE id = 101').get() as { name: string };
    const logo = await http.get<string>(`/storage/${imagePaths.storeLogo(101, true)}`);
    expect(logo.text).toContain(`<title>${provider.name}</title>`);
    expect(logo.text).toContain(`>${initialsOf(provider.name)}</text>`);
    const vehicle = server.db.prepare('SELECT name FROM vehicles WHERE id = 1').get() as { name: string };
    expect((await http.get<string>(`/storage/${imagePaths.vehicle(1, 0)}`)).text).toContain(`<title>${vehicle.name}</title>`);
    expect((await http.get<string>('/storage/brand/logo.svg')).text).toContain('<title>Rideway Market</title>');
  });

  it('draws wide pictures for banners, covers and campaigns', async () => {
    for (const path of [imagePaths.banner(601), imagePaths.storeCover(1), imagePaths.campaign(1), imagePaths.providerBanner(1011)]) {
      expect((await http.get<string>(`/storage/${path}`)).text, path).toContain('viewBox="0 0 600 300"');
    }
    expect((await http.get<string>(`/storage/${imagePaths.module(6)}`)).text).toContain('viewBox="0 0 300 300"');
  });

  it('still draws unknown ids and kinds, and refuses malformed paths', async () => {
    expect((await http.get(`/storage/${imagePaths.item(99999)}`)).status).toBe(200);
    expect((await http.get('/storage/poster/summer-sale.svg')).status).toBe(200);
    expect((await http.get('/storage/vehicle/1-1.png')).status).toBe(404);
    expect((await http.get('/storage/Vehicle/1-1.svg')).status).toBe(404);
    expect((await http.get('/storage/vehicle/..%2F..%2Fetc.svg')).status).toBe(404);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Desert Wheels Rentals', 'DW'],
    ['Mercedes-Benz', 'MB'],
    ['Home & Co.', 'HC'],
    ['Toyota', 'T'],
    ['برجر هب', 'به'],
    ['', '?'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
