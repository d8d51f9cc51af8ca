/**
 * `WEB_CONCURRENCY=2`: two workers share the port and the database file, and what one writes the other reads
 * at once, through every cache it keeps: a guest's cart added to through one worker is whole through the
 * other, and a catalogue change made by another process (as another worker's write is) shows in both workers'
 * API answers and in the first-screen answers their pages carry.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS_ELEMENT_ID, CONTEXT_COOKIE, encodeContext } from '../../common/first-screen/context';

const TIMEOUT = 120_000;
const ZONE = '[3,1]';
const FOOD = { zoneId: ZONE, moduleId: '2', moduleType: 'food', language: 'en', latitude: '25.1985', longitude: '55.2796' };

let dir: string;
let child: ChildProcess;
let base: string;

interface Answer {
  status: number;
  worker: string;
  text: string;
}

/** One request on a connection of its own, so the workers take turns answering. */
function ask(path: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const call = httpRequest(`${base}${path}`, { method: options.method ?? 'GET', agent: false, headers: { Accept: 'application/json', ...(payload ? { 'Content-Type': 'application/json' } : {}), ...options.headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, worker: String(response.headers['x-worker'] ?? ''), text }));
    });
    call.on('error', reject);
    call.end(payload);
  });
}

/** Asks until each of the two workers has answered (at most 20 times), returning one answer per worker. */
async function fromEachWorker(path: string, options: Parameters<typeof ask>[1] = {}): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (let turn = 0; turn < 20 && answers.size < 2; turn++) {
    const answer = await ask(path, options);
    answers.set(answer.worker, answer);
  }
  expect([...answers.keys()].sort()).toEqual(['1', '2']);
  return answers;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-workers-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head><title>Rideway</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'server/index.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: join(dir, 'shop.sqlite'), SERVE_DIST: dist, WEB_CONCURRENCY: '2', ENABLE_TEST_ROUTES: '1', RATE_LIMITS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('2 workers are answering')) resolve();
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The server exited (${code}): ${output}`)));
  });
}, TIMEOUT);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('two workers on one port', () => {
  it("see each other's writes at once: a cart added to through one is whole through the other", async () => {
    const guest = (JSON.parse((await ask('/api/v1/auth/guest/request', { method: 'POST' })).text) as { guest_id: number }).guest_id;
    const headers = { zoneId: ZONE, moduleId: '2', 'X-localization': 'en' };
    const items = (JSON.parse((await ask('/api/v1/items/popular?type=all&offset=1&limit=25', { headers })).text) as { products: { id: number; food_variations?: unknown[] }[] }).products;
    const added: number[] = [];
    for (const item of items.filter((entry) => (entry.food_variations ?? []).length === 0)) {
      const answer = await ask('/api/v1/customer/cart/add', { method: 'POST', headers, body: { guest_id: guest, item_id: item.id, model: 'Item', quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] } });
      if (answer.status === 200) added.push(item.id);
      if (added.length === 2) break;
    }
    expect(added).toHaveLength(2);
    for (const answer of (await fromEachWorker(`/api/v1/customer/cart/list?guest_id=${guest}`, { headers })).values()) {
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.text) as { item_id: number }[]).map((line) => line.item_id).sort()).toEqual(added.slice().sort());
    }
  }, TIMEOUT);

  it('answer the catalogue and the pages from their caches, and both see a change another process wrote', async () => {
    const headers = { zoneId: ZONE, moduleId: '2', 'X-localization': 'en', latitude: FOOD.latitude, longitude: FOOD.longitude };
    const popular = '/api/v1/stores/popular?type=all&offset=1&limit=8';
    const store = (JSON.parse((await ask(popular, { headers })).text) as { stores: { id: number; name: string }[] }).stores[0];
    if (!store) throw new Error('No popular store');
    const page = { headers: { Accept: 'text/html', Cookie: `${CONTEXT_COOKIE}=${encodeContext(FOOD)}` } };
    const answersOf = (html: string) => html.match(new RegExp(`<script type="application/json" id="${ANSWERS_ELEMENT_ID}">([^<]*)</script>`))?.[1] ?? '';
    // Both workers have answered (and kept) the list and the page's answers.
    for (const answer of (await fromEachWorker(popular, { headers })).values()) expect(answer.text).toContain(JSON.stringify(store.name));
    for (const answer of (await fromEachWorker('/home', page)).values()) expect(answersOf(answer.text)).toContain(JSON.stringify(store.name));

    const renamed = `${store.name} (renamed)`;
    const db = new Database(join(dir, 'shop.sqlite'));
    db.prepare('UPDATE stores SET name = ? WHERE id = ?').run(renamed, store.id);
    db.close();
    for (const answer of (await fromEachWorker(popular, { headers })).values()) expect(answer.text).toContain(JSON.stringify(renamed));
    for (const answer of (await fromEachWorker('/home', page)).values()) expect(answersOf(answer.text)).toContain(JSON.stringify(renamed));
  }, TIMEOUT);
});
