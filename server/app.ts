/**
 * Builds the reference API server (Fastify) without listening, so tests can start it on port 0 with a
 * fresh database. Serves the built PWA from the same origin when a dist directory is given.
 */
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/connection';
import { HttpError } from './http/errors';
import type { AppContext } from './http/context';
import { registerRoutes } from './routes';
import { registerStatic } from './routes/static';

export interface AppOptions {
  db: Db;
  distDir?: string;
  enableTestRoutes?: boolean;
  now?: () => Date;
  logger?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024, trustProxy: true });
  const ctx: AppContext = { db: options.db, now: options.now ?? (() => new Date()) };

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 2 * 1024 * 1024, files: 3 } });

  // An empty JSON body is fine (many POSTs carry nothing); broken JSON is a client error, not a crash.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, { errors: [{ code: 'body', message: 'The request body is not valid JSON.' }] }), undefined);
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send(error.body);
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413 || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ errors: [{ code: 'body', message: 'The request is too large.' }] });
    }
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ errors: [{ code: 'request', message: 'The request could not be read.' }] });
    }
    request.log.error(error);
    console.error(error);
    return reply.status(500).send({ message: 'Server Error' });
  });

  registerRoutes(app, ctx, { enableTestRoutes: options.enableTestRoutes ?? false });
  await registerStatic(app, options.distDir);
  return app;
}
