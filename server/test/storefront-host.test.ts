/**
 * The storefront on its own in front of a backend (here the reference server, as any 6amMart backend): it
 * names the backend to the app, lets the app reach it under its security policy, and puts the first screen's
 * answers, fetched from the backend over HTTP, in the page; with the backend down it still serves the app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS_ELEMENT_ID, CONTEXT_COOKIE, encodeContext, type FirstScreenAnswers } from '../../common/first-screen/context';
import { buildStorefront } from '../storefront/host';
import { api, startTestServer, type TestServer } from './helpers';

let backend: TestServer;
let dist: string;
const hosts: FastifyInstance[] = [];
const SHELL = '<!doctype html><html><head><title>Rideway</title><script defer src="/runtime-config.js"></script></head><body><div id="root"></div></body></html>';
const RENTAL = { zoneId: '[3,1]', moduleId: '6', moduleType: 'rental', language: 'en', latitude: '25.1985', longitude: '55.2796' };

async function storefront(apiBaseUrl: string) {
  const app = await buildStorefront({ distDir: dist, apiBaseUrl });
  hosts.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return api(`http://127.0.0.1:${port}`);
}

function block(html: string): FirstScreenAnswers | null {
  const match = new RegExp(`id="${ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as FirstScreenAnswers) : null;
}

beforeAll(async () => {
  backend = await startTestServer();
  dist = mkdtempSync(join(tmpdir(), 'storefront-host-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'runtime-config.js'), "window.__APP_CONFIG__ = { apiBaseUrl: '' };");
});
afterAll(async () => {
  for (const host of hosts) await host.close();
  await backend.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the storefront host', () => {
  it('names the backend to the app and lets the app reach it under its security policy', async () => {
    const http = await storefront(`${backend.baseUrl}/`);
    const config = await http.get('/runtime-config.js');
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(config.text).toContain(`"apiBaseUrl":"${backend.baseUrl}"`);
    const page = await http.get('/home');
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${backend.baseUrl}`);
    // A page names it too, inline, so the browser does not ask for the file before the first screen.
    expect(page.text).toContain(`<script type="application/json" id="app-config">{"apiBaseUrl":"${backend.baseUrl}","kioskIdleMinutes":0}</script>`);
    expect(page.text).not.toContain('src="/runtime-config.js"');
  });

  it("puts the backend's first-screen answers in the page, as the backend gives them", async () => {
    const http = await storefront(backend.baseUrl);
    const page = await http.get('/home', { headers: { Cookie: `${CONTEXT_COOKIE}=${encodeContext(RENTAL)}` } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const answers = block(page.text);
    const headers = { 'X-localization': 'en', zoneId: '[3,1]', moduleId: '6', latitude: '25.1985', longitude: '55.2796' };
    expect(answers?.answers['/api/v1/rental/banners']).toEqual((await api(backend.baseUrl).get('/api/v1/rental/banners', { headers })).body);
    expect(answers?.answers['/api/v1/config']).toEqual((await api(backend.baseUrl).get('/api/v1/config')).body);
  });

  it('still serves the app when the backend does not answer', async () => {
    const http = await storefront('http://127.0.0.1:9');
    const page = await http.get('/home', { headers: { Cookie: `${CONTEXT_COOKIE}=${encodeContext(RENTAL)}` } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(block(page.text)).toBeNull();
  });
});
