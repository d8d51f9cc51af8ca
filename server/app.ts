/**
 * Builds the reference API server (Fastify) without listening, so tests can start it on port 0 or call
 * `app.inject` with a fresh database. Serves the built PWA from the same origin when a dist directory is given.
 * Errors never leak a stack: `ApiError`s are sent as their exact contract envelope, malformed or oversized
 * bodies get a `400`/`413` error list, and anything unexpected is logged and answered `500 {"message":"Server Error"}`.
 */
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Db } from './db/connection';
import { ApiError } from './http/errors';
import type { AppContext } from './http/context';
import { registerRoutes } from './routes';
import { registerStatic } from './routes/static';

export interface AppOptions {
  db: Db;
  /** The built PWA to serve on the same origin (with SPA fallback); API only when absent. */
  distDir?: string;
  /** Adds `POST /__test/reset` for browser tests. */
  enableTestRoutes?: boolean;
  /** The clock every route uses (tests pass a fixed one). */
  now?: () => Date;
  logger?: boolean;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

const bodyError = (status: number, message: string) => new ApiError(status, { errors: [{ code: 'body', message }] });

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES, trustProxy: true });
  const ctx: AppContext = { db: options.db, now: options.now ?? (() => new Date()) };

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
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
    if (/^\s*multipart\/form-data/i.test(type) && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)) {
      throw bodyError(400, 'The request body could not be read.');
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(error.body);
    const status = error.statusCode;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send(bodyError(413, 'The request body is too large.').body);
    }
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send({ errors: [{ code: 'request', message: 'The request could not be read.' }] });
    }
    if (options.logger) request.log.error(error);
    else console.error(`${request.method} ${request.url} failed:`, error);
    return reply.status(500).send({ message: 'Server Error' });
  });

  registerRoutes(app, ctx, { enableTestRoutes: options.enableTestRoutes ?? false });
  await registerStatic(app, options.distDir);
  return app;
}
