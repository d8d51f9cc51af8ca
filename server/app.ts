/**
 * Builds the reference API server (Fastify) without listening, so tests can start it on port 0 or call
 * `app.inject` with a fresh database. Serves the built PWA from the same origin when a dist directory is given.
 * Every answer passes the same front door: CORS for API paths, security headers, per-address limits, then the
 * route. Errors never leak a stack: `ApiError`s are sent as their exact contract envelope, malformed,
 * truncated or oversized bodies get a `400`/`413` error list, and anything unexpected is logged and answered
 * `500 {"message":"Server Error"}`. A client that takes longer than `requestTimeoutMs` to send its request
 * is cut off.
 */
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import type { Db } from './db/connection';
import { COMPRESSION } from './http/compression';
import { registerCors } from './http/cors';
import { DEFAULT_RATE_LIMITS, DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_TOKEN_TTL_DAYS, type Environment, type RateLimitSettings } from './http/environment';
import { ApiError } from './http/errors';
import type { AppContext } from './http/context';
import { registerOrigin } from './http/origin';
import { registerRateLimits } from './http/rate-limits';
import { registerSecurityHeaders } from './http/security-headers';
import { registerPictureCheck } from './http/uploaded-pictures';
import { registerRoutes } from './routes';
import { registerStatic } from './storefront/static';
import { dataVersion } from './storefront/in-process';
import { applyDemoMode } from './services/auth/settings';
import { startHousekeeping } from './services/auth/housekeeping';

export interface AppOptions {
  db: Db;
  /** The built PWA to serve on the same origin (with SPA fallback); API only when absent. */
  distDir?: string;
  /** Adds `POST /__test/reset` for browser tests. */
  enableTestRoutes?: boolean;
  /** With the test routes: the operator time their clock starts at, and starts at again on every reset. */
  testClockStart?: string;
  /** The clock every route uses (tests pass a fixed one). */
  now?: () => Date;
  logger?: boolean;
  /** Every one-time code is the demo code (off unless set). */
  demoMode?: boolean;
  /** Origins allowed to call `/api/*` from a browser (default `*`, as the contract's backend). */
  corsOrigins?: Environment['corsOrigins'];
  /** Which proxies' `X-Forwarded-*` headers to believe (default none). */
  trustProxy?: Environment['trustProxy'];
  /** The origin picture URLs name (default: the address the client reached; http/origin.ts). */
  publicOrigin?: string | null;
  /** Days a sign-in token stays valid (default 30). */
  tokenTtlDays?: number;
  /** Per-address request limits; `null` switches them off (default: the production limits). */
  rateLimits?: RateLimitSettings | null;
  requestTimeoutMs?: number;
  /** Called for every route as it is registered (the fuzz test collects them this way). */
  onRoute?: (route: RouteOptions) => void;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

const bodyError = (status: number, message: string) => new ApiError(status, { errors: [{ code: 'body', message }] });

const unreadableBody = () => bodyError(400, 'The request body could not be read.');

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    requestTimeout,
    // Node checks for overdue requests on this interval (30 s by default, too coarse for a short timeout).
    http: { headersTimeout: requestTimeout, connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(requestTimeout / 4))) },
  });
  const ctx: AppContext = { db: options.db, now: options.now ?? (() => new Date()), tokenTtlMs: (options.tokenTtlDays ?? DEFAULT_TOKEN_TTL_DAYS) * 86_400_000 };
  const demoMode = options.demoMode ?? false;
  applyDemoMode(ctx.db, demoMode);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  registerOrigin(app, { configured: options.publicOrigin ?? null, trustProxy: Boolean(options.trustProxy) });
  await registerCors(app, options.corsOrigins ?? '*');
  await registerSecurityHeaders(app, options.distDir);
  const resetLimits = await registerRateLimits(app, options.rateLimits === undefined ? DEFAULT_RATE_LIMITS : options.rateLimits);
  await app.register(compress, COMPRESSION);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 2 * 1024 * 1024, files: 5 } });

  // An empty JSON body is fine (many POSTs carry nothing); broken JSON is a client error, not a crash.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(bodyError(400, 'The request body is not valid JSON.'), undefined);
    }
  });
  // Like the contract's backend, other content types are accepted and their body ignored (input then
  // comes from the query string) instead of failing with 415.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, {}));

  // A multipart body without a usable boundary makes the multipart parser throw before any route runs;
  // answer it as an unreadable body on every route instead of a 500.
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'] ?? '';
    if (/^\s*multipart\/form-data/i.test(type) && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)) throw unreadableBody();
  });

  // Between these two hooks the body is read and parsed (multipart files included): whatever fails there
  // without a status of its own (a truncated multipart body, a stream cut short) is the client's bad body.
  const reading = new WeakSet<FastifyRequest>();
  app.addHook('preParsing', async (request) => {
    reading.add(request);
  });
  app.addHook('preHandler', async (request) => {
    reading.delete(request);
  });
  registerPictureCheck(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(error.body);
    const status = error.statusCode;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send(bodyError(413, 'The request body is too large.').body);
    }
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send({ errors: [{ code: 'request', message: 'The request could not be read.' }] });
    }
    if (reading.has(request)) return reply.status(400).send(unreadableBody().body);
    // The path only: query strings carry guest ids and contact numbers, which stay out of logs.
    if (options.logger) request.log.error({ err: error, path: request.url.split('?')[0] }, 'request failed');
    else console.error(`${request.method} ${request.url.split('?')[0]} failed:`, error);
    return reply.status(500).send({ message: 'Server Error' });
  });

  registerRoutes(app, ctx, {
    enableTestRoutes: options.enableTestRoutes ?? false,
    testClockStart: options.testClockStart,
    afterReset: () => {
      applyDemoMode(ctx.db, demoMode);
      resetLimits();
    },
  });
  // The first screens are rendered on the app's clock (the test routes can move it); public answers and renders
  // are kept while the data version and the clock's minute stay.
  await registerStatic(app, options.distDir, undefined, dataVersion(ctx.db), () => ctx.now());
  const housekeeping = startHousekeeping(ctx);
  app.addHook('onClose', async () => housekeeping.stop());
  return app;
}
