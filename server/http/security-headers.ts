/**
 * Security headers on every answer (HTML, API, pictures), as helmet makes them: a Content-Security-Policy the built
 * app passes, `X-Content-Type-Options: nosniff`, `frame-ancestors 'none'` (and `X-Frame-Options: DENY` for old
 * browsers), a referrer policy that sends other sites the origin only (map tile servers ask for one), and
 * `Cross-Origin-Resource-Policy: cross-origin` so a 6amMart client on another origin can still show the
 * API's pictures. `Strict-Transport-Security` only on an answer that goes out over HTTPS — a TLS connection
 * of its own, or one a trusted proxy (`TRUST_PROXY`) says came in over HTTPS — since over plain HTTP it
 * would tell a browser to refuse this server's plain address for a year.
 *
 * The policy allows no inline script except the ones in the built `index.html`, each by its SHA-256 hash,
 * computed here at start-up from the file itself (the theme-before-paint script today; whatever the build
 * inlines tomorrow). Data blocks (`<script type="application/json">`, as a server-rendered page embeds its
 * data) are never executed, so they need no hash and get none. Inline styles are allowed the same way: the
 * shell's own `<style>` blocks by hash, plus the two fixed rules react-aria inserts at run time (listed
 * below; the CSP browser test fails if an upgrade changes them). Pictures and API calls may also go to the
 * backend `runtime-config.js` names (`apiBaseUrl`, read at start-up: restart after editing it) and to the
 * map tile servers the app draws maps from.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
// helmet itself (what @fastify/helmet runs on every request), to work the headers out once.
import helmet, { type HelmetOptions } from 'helmet';

export const MAP_TILE_ORIGINS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

/** Script types a browser runs; any other `type` is a data block. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'importmap', 'text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript']);

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * `<style>` texts react-aria inserts with `document.head.prepend`: pressable elements' touch action (every
 * button), and nested scroll containment while a dialog is open on iOS.
 */
export const LIBRARY_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/** `'sha256-…'` sources for the inline `<style>` blocks of a page. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => sha256Source(match[1] ?? '')))];
}

/** `'sha256-…'` sources for every inline script the browser would execute, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(typeValue)) continue;
    hashes.push(sha256Source(match[2] ?? ''));
  }
  return [...new Set(hashes)];
}

/** The origin of `apiBaseUrl` in a runtime-config.js text, when it names another origin. */
export function runtimeApiOrigin(source: string): string | null {
  const match = /apiBaseUrl\s*:\s*(['"`])([^'"`]*)\1/.exec(source);
  if (!match?.[2]) return null;
  try {
    const url = new URL(match[2]);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export interface PolicySources {
  scriptHashes: string[];
  styleHashes: string[];
  apiOrigin: string | null;
}

export function policySources(distDir: string | undefined): PolicySources {
  const read = (file: string) => (distDir && existsSync(join(distDir, file)) ? readFileSync(join(distDir, file), 'utf8') : '');
  const html = read('index.html');
  return {
    scriptHashes: inlineScriptHashes(html),
    styleHashes: [...new Set([...inlineStyleHashes(html), ...LIBRARY_STYLES.map(sha256Source)])],
    apiOrigin: runtimeApiOrigin(read('runtime-config.js')),
  };
}

export function contentSecurityPolicy({ scriptHashes, styleHashes, apiOrigin }: PolicySources): Record<string, string[]> {
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", ...styleHashes],
    // The server's markup carries the components' style attributes (a picture's aspect ratio, react-aria's
    // visually hidden text); attributes only, never a <style> element or a style sheet from elsewhere.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...MAP_TILE_ORIGINS],
    // The service worker fetches map tiles and pictures for its caches, so they count as connections too.
    'connect-src': ["'self'", ...api, ...MAP_TILE_ORIGINS],
    'font-src': ["'self'", 'data:'],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** What helmet would send: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

type HeaderStep = { set: string; value: string } | { remove: string };

/**
 * The header changes helmet makes for these options, in its order. @fastify/helmet builds helmet's middleware
 * afresh on every request (parsing the policy's directives each time) though the options never change while
 * the server runs; running that middleware once here against a recorder gives the same names, values and order.
 */
export function securityHeaderSteps(options: Readonly<HelmetOptions>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => steps.push({ set: name, value: String(value) }),
    removeHeader: (name: string) => steps.push({ remove: name }),
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return steps;
}

/** `apiOrigin` names the backend when it is not the one `runtime-config.js` names (the storefront host's). */
export async function registerSecurityHeaders(app: FastifyInstance, distDir: string | undefined, apiOrigin?: string): Promise<void> {
  const sources = policySources(distDir);
  const steps = securityHeaderSteps({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(apiOrigin ? { ...sources, apiOrigin } : sources) },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  // On the raw response, as helmet sets them: they come first on the wire, before the reply's own headers.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const step of steps) {
      if ('set' in step) raw.setHeader(step.set, step.value);
      else raw.removeHeader(step.remove);
    }
    // `protocol` follows X-Forwarded-Proto only from a trusted proxy.
    if (request.protocol === 'https') raw.setHeader('Strict-Transport-Security', HSTS);
    done();
  });
}
