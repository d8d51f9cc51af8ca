/**
 * Request limits per client address (`@fastify/rate-limit`, counted in memory): every API call, sign-in and
 * code requests, and new guest ids, each in its own window. A request over any of its limits is refused
 * before routing with Laravel's throttle answer, `429 {"message":"Too Many Attempts."}` and `Retry-After`.
 * The client address is the connection's unless `TRUST_PROXY` names the proxy in front (then the address the
 * proxy reports). Paths are the router's (http/request-path.ts): a percent-encoded spelling of a limited route
 * reaches the same handler, so it counts against the same limit. Per-account limits (wrong passwords, wrong codes) live with the accounts, in the database.
 *
 * The returned function starts every window afresh (the test reset route calls it, so one browser test's
 * sign-ins never count against the next).
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { routedPath } from './request-path';
import type { RateLimitSettings } from './environment';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sign-in, sign-up, code and password-reset paths (guest ids and signing out have their own rules), and the
 * payment page's sign-in form.
 */
const SIGN_IN_PATH = /^\/api\/v1\/auth\/(?!guest\/|logout)|^\/payment-mobile\/?$/;
const GUEST_PATH = /^\/api\/v1\/auth\/guest\/request\/?$/;

interface Bucket {
  applies: (request: FastifyRequest, path: string) => boolean;
  check: (request: FastifyRequest) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>;
}

export const tooManyAttempts = () => new ApiError(429, { message: 'Too Many Attempts.' });

/** Registers the limits; returns a function that starts every window afresh. */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimitSettings | null): Promise<() => void> {
  if (!limits) return () => undefined;
  let generation = 0;
  await app.register(rateLimit, { global: false });
  const bucket = (name: string, max: number, timeWindow: number, applies: Bucket['applies']): Bucket => ({
    applies,
    check: app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${generation}:${name}:${normalizeIP(request.ip)}` }),
  });
  const buckets = [
    bucket('api', limits.api, MINUTE, (_request, path) => path.startsWith('/api/')),
    bucket('sign-in', limits.signIn, MINUTE, (request, path) => request.method === 'POST' || request.method === 'PUT' ? SIGN_IN_PATH.test(path) : false),
    bucket('guests', limits.guests, HOUR, (request, path) => request.method === 'POST' && GUEST_PATH.test(path)),
  ];
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const path = routedPath(request);
    for (const limit of buckets) {
      if (!limit.applies(request, path)) continue;
      const result = await limit.check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', String(Math.max(1, result.ttlInSeconds)));
        throw tooManyAttempts();
      }
    }
  });
  return () => {
    generation += 1;
  };
}
