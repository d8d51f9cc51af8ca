/**
 * Cross-origin calls, configured the way the contract's backend configures them: only API paths
 * (`/api/*`), any method, any header (without `allowedHeaders` the preflight echoes what the browser asks for), no credentials, no
 * preflight caching (`Access-Control-Max-Age: 0`), and preflights answered `204` before routing, so even an
 * API path without a route passes its preflight. `Access-Control-Allow-Origin` sits on every API answer,
 * errors included, because the hook runs first. The app shell, static files and pictures carry no CORS
 * headers (they are navigations and `<img>` loads, which need none).
 */
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routedPath } from './request-path';

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const DEFAULT_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

export async function registerCors(app: FastifyInstance, origins: '*' | string[]): Promise<void> {
  const allowed = origins === '*' ? '*' : origins;
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request: FastifyRequest, callback: (error: Error | null, options: FastifyCorsOptions) => void) => {
      if (!isApiPath(routedPath(request))) return callback(null, { origin: false });
      const asked = request.headers['access-control-request-method'];
      callback(null, {
        origin: allowed,
        // Like the backend: the preflight allows exactly the method asked for.
        methods: typeof asked === 'string' && /^[A-Za-z]{1,16}$/.test(asked) ? asked.toUpperCase() : DEFAULT_METHODS,
        credentials: false,
        maxAge: 0,
        // A plain OPTIONS without the preflight headers is still answered (browsers never send one).
        strictPreflight: false,
      });
    },
  });
}
