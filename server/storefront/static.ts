/**
 * Serves the built PWA from the API's origin. Hashed files under `/assets/` are cached for a year
 * (immutable); the shell, service worker, manifest and runtime config are revalidated on every load
 * (`no-cache`), other files for an hour. Any GET that is not `/api/*`, `/storage/*`, `/__test/*` or an
 * existing file is answered with `index.html` (SPA fallback, status 200) — except a missing `/assets/*`
 * file, which stays a 404 so a stale chunk request fails plainly instead of receiving HTML.
 * Unknown API paths answer Laravel's `404 {"message":"Not Found"}`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTEXT_COOKIE } from '../../common/first-screen/context';
import { THEME_COOKIE } from '../../common/first-screen/theme';
import { IDENTITY_COOKIE } from '../../common/first-screen/identity';
import { origin } from '../http/context';
import { createFirstScreenPages, type PageApi } from './first-screen';
import { inProcessApi } from './in-process';
import { createPageCache, pageEncoding } from './page-cache';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/runtime-config.js']);

function isSpaNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !['/api/', '/storage/', '/__test/', '/assets/'].some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/**
 * `answersFor` says how a navigation's first-screen answers are fetched: by default from this very server,
 * in process, as the customer's own requests (same address, same host), its public answers kept until the
 * data `version` moves or the minute turns; the storefront host fetches them from its backend over HTTP. `now`
 * is this server's clock, which its renders then follow.
 */
export async function registerStatic(app: FastifyInstance, distDir: string | undefined, apiFor?: (request: FastifyRequest) => PageApi, version?: () => number | null, now?: () => Date): Promise<void> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not Found' }));
    return;
  }
  const root = resolve(distDir);
  await app.register(fastifyStatic, {
    root,
    // A route per built file, found once at start: a navigation (no such file) goes to the shell without a
    // look at the disk (with a wildcard route, every page asked for was first looked up there, ~10% of its cost).
    wildcard: false,
    // A file the server answers itself (the storefront host's runtime configuration) keeps its own route.
    globIgnore: readdirSync(root).filter((name) => app.hasRoute({ method: 'GET', url: `/${name}` })),
    index: false,
    cacheControl: false,
    setHeaders: (response, path) => {
      const relative = `/${path.slice(root.length + 1).split(sep).join('/')}`;
      if (relative.startsWith('/assets/')) response.header('Cache-Control', IMMUTABLE);
      else if (REVALIDATE.has(relative)) response.header('Cache-Control', 'no-cache');
      else response.header('Cache-Control', 'public, max-age=3600');
      if (relative === '/sw.js') response.header('Service-Worker-Allowed', '/');
    },
  });
  await app.register(fastifyCookie);
  const pages = createFirstScreenPages(root);
  // This very server answers in process, as the customer's own requests (storefront/in-process.ts).
  const inProcess = inProcessApi(app, version, now);
  // Every navigation gets the shell with its first screen's public answers (and, on the checkout, the customer's
  // own cart rendered for them); it depends on the cookies, so it is never shared.
  // A whole public page is kept as sent (storefront/page-cache.ts): the next customer with the same key gets its bytes.
  const kept = createPageCache();
  const shell = async (request: FastifyRequest, reply: FastifyReply) => {
    const cookies = { context: request.cookies[CONTEXT_COOKIE], identity: request.cookies[IDENTITY_COOKIE], theme: request.cookies[THEME_COOKIE] };
    const url = request.url.slice(0, 2000);
    const pageOrigin = origin(request);
    const api = apiFor ? apiFor(request) : inProcess(request, pageOrigin);
    reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8');
    const key = pages.keyOf(url, cookies, api);
    if (!key) return reply.header('Vary', 'Cookie').send(await pages.page(url, cookies, api));
    // The pictures' addresses name the origin the page was asked on.
    const page = await kept.page(`${pageOrigin} ${key.key}`, key.stamp, () => pages.build(url, cookies, api));
    reply.header('Vary', 'Cookie, Accept-Encoding').header('ETag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(await page.encoded(encoding));
  };
  app.addHook('onReady', async () => {
    void pages.warm(apiFor ? apiFor({ headers: {}, ip: '127.0.0.1' } as FastifyRequest) : inProcess({ ip: '127.0.0.1' }, 'http://localhost'));
  });
  // The root is a directory to the static plugin (no index file served), so it gets the shell explicitly.
  app.get('/', (request, reply) => shell(request, reply));
  app.setNotFoundHandler((request, reply) => (isSpaNavigation(request) ? shell(request, reply) : reply.status(404).send({ message: 'Not Found' })));
}
