/**
 * Home sections put what can be bought first: item lists rank items in stock at stores open now before the
 * rest, store lists rank open stores first, each group keeping the list's own order, at any hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
const clock = { now: new Date('2026-03-10T10:00:00Z') };

beforeAll(async () => {
  server = await startTestServer({ now: () => clock.now });
  http = api(server.baseUrl);
});
afterAll(() => server.close());

type Row = Record<string, unknown> & { id: number };
type Page = { stores?: Row[]; products?: Row[] };
const MODULES = [
  { zoneId: '[3,1]', moduleId: '1' },
  { zoneId: '[3,1]', moduleId: '2' },
];
const HOURS = ['02:00', '10:00', '23:30'];

/** Whether every `true` comes before every `false`. */
const groupedFirst = (flags: boolean[]) => flags.every((flag, index) => index === 0 || flag <= flags[index - 1]!);

async function openStores(headers: Record<string, string>): Promise<Map<number, boolean>> {
  const all = await http.get<Page>('/api/v1/stores/get-stores/all', { headers, query: { offset: 1, limit: 200 } });
  return new Map((all.body.stores ?? []).map((store) => [store.id, Number(store.open) === 1]));
}

describe('buyable first', () => {
  it.each(HOURS)('at %s (Dubai) item and store lists rank what can be bought first', async (hour) => {
    clock.now = new Date(`2026-03-10T${hour}:00+04:00`);
    let mixed = 0;
    for (const headers of MODULES) {
      const open = await openStores(headers);
      for (const path of ['/api/v1/stores/latest', '/api/v1/stores/popular', '/api/v1/stores/get-stores/all']) {
        const page = await http.get<Page>(path, { headers, query: { offset: 1, limit: 50 } });
        const flags = (page.body.stores ?? []).map((store) => Number(store.open) === 1);
        expect(groupedFirst(flags), `${path} module ${headers.moduleId}`).toBe(true);
        if (flags.includes(true) && flags.includes(false)) mixed += 1;
      }
      for (const path of ['/api/v1/items/popular', '/api/v1/items/most-reviewed', '/api/v1/items/new-arrival']) {
        const page = await http.get<Page>(path, { headers, query: { offset: 1, limit: 50, type: 'all' } });
        expect(page.status, path).toBe(200);
        const flags = (page.body.products ?? []).map((item) => Number(item.stock) > 0 && open.get(Number(item.store_id)) === true);
        expect(groupedFirst(flags), `${path} module ${headers.moduleId}`).toBe(true);
        if (flags.includes(true) && flags.includes(false)) mixed += 1;
      }
    }
    expect(mixed).toBeGreaterThan(0);
  });
});
