/**
 * Serving the built PWA from a temporary dist directory: cache headers per file kind, gzip and brotli,
 * the SPA fallback for in-app paths, and the API and image routes left untouched by it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;
let dist: string;
const SHELL = '<!doctype html><html><head><title>Rideway</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.info(${JSON.stringify('x'.repeat(4000))});`;

/** Raw GET with an Accept-Encoding header (fetch would decode the body itself). */
function rawGet(path: string, encoding: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.baseUrl}${path}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'index-a1b2c3.js'), SCRIPT);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Rideway"}');
  writeFileSync(join(dist, 'runtime-config.js'), 'window.__APP_CONFIG__ = {};');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  server = await startTestServer({ distDir: dist });
  http = api(server.baseUrl);
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it('caches hashed assets for a year and revalidates the shell, worker, manifest and runtime config', async () => {
    const asset = await http.get('/assets/index-a1b2c3.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe(SCRIPT);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/index.html', '/sw.js', '/manifest.webmanifest', '/runtime-config.js']) {
      const answer = await http.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await http.get('/sw.js')).headers.get('service-worker-allowed')).toBe('/');
    expect((await http.get('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('compresses with brotli or gzip as the browser asks', async () => {
    const br = await rawGet('/assets/index-a1b2c3.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gzip = await rawGet('/assets/index-a1b2c3.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const api = await rawGet('/api/v1/config', 'gzip');
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(api.body).toString())).toHaveProperty('business_name', 'Rideway Market');
  });
});

describe('SPA fallback', () => {
  it.each(['/', '/home', '/rental/vehicle-details/12?from=from_search', '/checkout?page=cart', '/favicon.ico'])('answers %s with the shell', async (path) => {
    const answer = await http.get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    // The shell carries the first screen's answers for the customer's cookie (first-screen.test.ts): never shared.
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('vary')).toContain('Cookie');
    expect(answer.text.startsWith('<!doctype html><html><head><title>Rideway</title>')).toBe(true);
    expect(answer.text).toContain('</head><body><div id="root"></div>');
    expect(answer.text.endsWith('</body></html>')).toBe(true);
  });

  it('leaves API, image, test and missing asset paths alone', async () => {
    expect(await http.get('/api/v1/unknown')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    expect(await http.get('/api')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    expect((await http.get('/assets/index-old.js')).status).toBe(404);
    expect((await http.get('/storage/nothing')).status).toBe(404);
    expect((await http.post('/home')).status).toBe(404);
    expect((await http.get('/storage/vehicle/1-1.svg')).headers.get('content-type')).toContain('image/svg+xml');
  });
});
