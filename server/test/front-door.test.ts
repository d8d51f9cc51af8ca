/**
 * What every answer carries before any route runs: CORS for API paths exactly as the contract's backend
 * allows it (a 6amMart web client on its own origin works unchanged), nothing of the sort for the app and
 * its files, and the security headers with a Content-Security-Policy hashed from the built shell.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes, LIBRARY_STYLES, runtimeApiOrigin } from '../http/security-headers';
import { api, startTestServer, type TestServer } from './helpers';

const THEME_SCRIPT = "document.documentElement.classList.add('theme-light');";
const INDEX_HTML = `<!doctype html><html><head>
<script>${THEME_SCRIPT}</script>
<script src="/runtime-config.js"></script>
<script type="application/json" id="data">{"zone":[1]}</script>
<script type="module" crossorigin src="/assets/index.js"></script>
</head><body><div id="root"></div></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The headers a 6amMart web client sends on every call (contract §M1.2), which make every call preflighted. */
const CLIENT_HEADERS = 'authorization, content-type, accept, x-localization, x-software-id, zoneid, moduleid, latitude, longitude, ngrok-skip-browser-warning';
const ORIGIN = 'https://shop.example';

let dist: string;
let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'front-door-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index.js'), 'console.log(1)');
  writeFileSync(join(dist, 'runtime-config.js'), "window.__APP_CONFIG__ = { apiBaseUrl: 'https://api.example.com/', kioskIdleMinutes: 0 };");
  server = await startTestServer({ distDir: dist });
  http = api(server.baseUrl);
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const preflight = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.baseUrl), {
    method: 'OPTIONS',
    headers: { Origin: ORIGIN, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': CLIENT_HEADERS, ...headers },
  });

describe('CORS', () => {
  it.each([
    ['a known API path', '/api/v1/rental/user/cart/add-to-cart', 'POST'],
    ['an API path without a route', '/api/v1/not/a/route', 'DELETE'],
    ['a PUT', '/api/v1/customer/update-profile', 'put'],
  ])('answers the preflight of %s with 204, echoing the method and headers', async (_name, path, method) => {
    const answer = await preflight(path, method);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toBe(method.toUpperCase());
    expect(answer.headers.get('access-control-allow-headers')).toBe(CLIENT_HEADERS);
    expect(answer.headers.get('access-control-max-age')).toBe('0');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await answer.text()).toBe('');
  });

  it.each([
    ['a success', '/api/v1/zone/list', {}, 200],
    ['a missing token', '/api/v1/customer/info', {}, 401],
    ['a missing header', '/api/v1/rental/vehicle/search', {}, 403],
    ['an unknown API path', '/api/v1/nowhere', {}, 404],
  ])('puts the origin header on %s', async (_name, path, headers, status) => {
    const answer = await http.get(path, { headers: { Origin: ORIGIN, ...headers } });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('leaves the app shell, its files and pictures alone', async () => {
    for (const path of ['/', '/home', '/assets/index.js', '/storage/brand/logo.svg']) {
      const answer = await fetch(new URL(path, server.baseUrl), { headers: { Origin: ORIGIN } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    expect((await preflight('/assets/index.js')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows only the configured origins when CORS_ORIGINS lists them', async () => {
    const listed = await startTestServer({ corsOrigins: ['https://shop.example', 'https://kiosk.example'] });
    try {
      const allowed = await fetch(new URL('/api/v1/zone/list', listed.baseUrl), { headers: { Origin: 'https://kiosk.example' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://kiosk.example');
      expect(allowed.headers.get('vary')).toMatch(/origin/i);
      const other = await fetch(new URL('/api/v1/zone/list', listed.baseUrl), { headers: { Origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await listed.close();
    }
  });
});

describe('security headers', () => {
  it('sends the shell with a CSP that allows exactly its inline scripts by hash', async () => {
    const answer = await fetch(new URL('/home', server.baseUrl));
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${sha(THEME_SCRIPT)}`);
    // Inline code never runs; only the server-rendered markup's style attributes are allowed.
    expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
    expect(csp).toMatch(/style-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The backend runtime-config.js names, and the map tiles, for pictures and calls.
    expect(csp).toMatch(/img-src [^;]*https:\/\/api\.example\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.example\.com[^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('puts them on API answers and pictures too, and lets other origins show the pictures', async () => {
    for (const path of ['/api/v1/config', '/api/v1/nowhere', '/storage/brand/logo.svg']) {
      const answer = await fetch(new URL(path, server.baseUrl));
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
    }
  });
});

describe('the policy', () => {
  it('hashes executable inline scripts only, never data blocks or external scripts', () => {
    const html = `<script>a()</script><script type="module">b()</script><script type='application/json'>{}</script><script type=application/ld+json>{}</script><script src="x.js"></script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('hashes inline style blocks and allows the styles react-aria inserts', async () => {
    expect(inlineStyleHashes('<style>a{color:red}</style><style media="print">b{}</style>')).toEqual([sha('a{color:red}'), sha('b{}')]);
    const csp = (await fetch(new URL('/home', server.baseUrl))).headers.get('content-security-policy') ?? '';
    for (const style of LIBRARY_STYLES) expect(csp).toMatch(new RegExp(`style-src [^;]*${sha(style).replace(/[+/=]/g, (c) => `\\${c}`)}`));
  });

  it.each([
    ["apiBaseUrl: ''", null],
    ["apiBaseUrl: 'https://api.example.com/v1/'", 'https://api.example.com'],
    ['apiBaseUrl: "http://10.0.0.5:8080"', 'http://10.0.0.5:8080'],
    ["apiBaseUrl: 'javascript:alert(1)'", null],
    ["apiBaseUrl: 'not a url'", null],
  ])('reads the backend origin from %s', (source, origin) => {
    expect(runtimeApiOrigin(`window.__APP_CONFIG__ = { ${source} };`)).toBe(origin);
  });

  it('without a build allows same-origin scripts only', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], styleHashes: [], apiOrigin: null })['script-src']).toEqual(["'self'"]);
  });
});
