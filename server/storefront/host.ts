/**
 * The storefront on its own, in front of any 6amMart backend: serves the built app with the same cache rules
 * and security headers as the reference server, writes the runtime configuration so the app calls that
 * backend, and answers every navigation with its first screen's public answers fetched from the backend over
 * HTTP (first-screen.ts). It keeps no state, so any number of copies can run behind a load balancer.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from '../http/security-headers';
import { registerStatic } from './static';
import { ANSWER_TIME_LIMIT_MS, type AnswerFetcher } from './first-screen';
import { configFromScript } from './runtime-config';

export interface StorefrontOptions {
  distDir: string;
  /** The backend's base URL (scheme, host and optional path prefix before `/api/v1`). */
  apiBaseUrl: string;
  kioskIdleMinutes?: number;
  trustProxy?: boolean | string;
  fetchImpl?: typeof fetch;
}

/** Asks the backend over HTTP; only a 200 with a JSON body counts as an answer. */
export function httpAnswers(apiBaseUrl: string, fetchImpl: typeof fetch = fetch): AnswerFetcher {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return async ({ path, query }, headers) => {
    const search = new URLSearchParams(query).toString();
    const response = await fetchImpl(`${base}${path}${search ? `?${search}` : ''}`, {
      headers: { Accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(ANSWER_TIME_LIMIT_MS),
    });
    return response.status === 200 ? ((await response.json()) as unknown) : undefined;
  };
}

export function runtimeConfigScript(apiBaseUrl: string, kioskIdleMinutes: number): string {
  return `window.__APP_CONFIG__ = ${JSON.stringify({ apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''), kioskIdleMinutes }).replace(/</g, '\\u003c')};\n`;
}

export async function buildStorefront(options: StorefrontOptions): Promise<FastifyInstance> {
  const apiBase = new URL(options.apiBaseUrl);
  if (apiBase.protocol !== 'https:' && apiBase.protocol !== 'http:') throw new Error('API_BASE_URL must be an http(s) URL');
  const app = Fastify({ trustProxy: options.trustProxy ?? false });
  await registerSecurityHeaders(app, options.distDir, apiBase.origin);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // The app calls the backend named here; the file is revalidated on every load, as on the reference server.
  const runtimeConfig = runtimeConfigScript(options.apiBaseUrl, options.kioskIdleMinutes ?? 0);
  app.get('/runtime-config.js', (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(runtimeConfig));
  const answers = httpAnswers(options.apiBaseUrl, options.fetchImpl);
  // The server render asks the backend as the app in the browser would, from here.
  const transport = { baseUrl: options.apiBaseUrl.replace(/\/+$/, ''), fetchImpl: options.fetchImpl ?? fetch };
  // Pages carry the same values inline, so the browser need not ask for the file before the first screen.
  const pageConfig = configFromScript(runtimeConfig);
  await registerStatic(app, options.distDir, () => ({ answers, transport, runtimeConfig: () => pageConfig }));
  return app;
}
