/**
 * The server's settings from environment variables, read once at start-up (`server/index.ts`) and handed to
 * `buildApp`. Pure: `readEnvironment(env)` never touches `process`, so every rule here has a table test.
 * Anything unreadable falls back to the safe default (demo mode off, no proxy trusted, limits on).
 */
import type { FastifyServerOptions } from 'fastify';

export interface RateLimitSettings {
  /** Every `/api/*` request per client address and minute. */
  api: number;
  /** Sign-in, sign-up, code checks and password reset requests per client address and minute. */
  signIn: number;
  /** New guest ids per client address and hour. */
  guests: number;
}

/** Generous enough for a busy shared address (an office, a kiosk fleet, a mobile carrier's shared address), tight enough for a script. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = { api: 1200, signIn: 30, guests: 300 };

export interface Environment {
  port: number;
  host: string;
  demoMode: boolean;
  /** `*` or a list of origins allowed to call `/api/*` from a browser. */
  corsOrigins: '*' | string[];
  trustProxy: FastifyServerOptions['trustProxy'];
  /** `PUBLIC_ORIGIN`: the origin picture URLs name (`https://shop.example.com`), or null. */
  publicOrigin: string | null;
  tokenTtlDays: number;
  /** `null` switches every limit off (benchmarks). */
  rateLimits: RateLimitSettings | null;
  /** How long a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  enableTestRoutes: boolean;
}

export const DEFAULT_TOKEN_TTL_DAYS = 30;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

const on = (value: string | undefined) => ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
const off = (value: string | undefined) => ['0', 'false', 'no', 'off'].includes((value ?? '').trim().toLowerCase());

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number > 0 ? number : fallback;
}

/** `*` (default), or comma-separated origins; an origin is `scheme://host[:port]` without a path. */
export function corsOriginsOf(value: string | undefined): '*' | string[] {
  const entries = (value ?? '*').split(',').map((entry) => entry.trim().replace(/\/+$/, '')).filter(Boolean);
  if (entries.length === 0 || entries.includes('*')) return '*';
  return entries.filter((entry) => /^https?:\/\/[^/\s]+$/i.test(entry));
}

/** `PUBLIC_ORIGIN`: `scheme://host[:port]` (a trailing slash is dropped); anything else is ignored. */
export function publicOriginOf(value: string | undefined): string | null {
  const text = (value ?? '').trim().replace(/\/+$/, '');
  return /^https?:\/\/[^/\s?#]+$/i.test(text) ? text : null;
}

/**
 * `TRUST_PROXY`: unset or off → no proxy is trusted (the client address and host are the connection's);
 * `true` → every proxy; a number → that many hops; otherwise a comma-separated list of addresses or CIDRs.
 */
export function trustProxyOf(value: string | undefined): FastifyServerOptions['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || off(text)) return false;
  if (on(text)) return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address: string, hop: number) => hop < hops;
  }
  return text.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function rateLimitsOf(env: Record<string, string | undefined>): RateLimitSettings | null {
  if (off(env.RATE_LIMITS)) return null;
  return {
    api: positive(env.RATE_LIMIT_API_PER_MINUTE, DEFAULT_RATE_LIMITS.api),
    signIn: positive(env.RATE_LIMIT_SIGN_IN_PER_MINUTE, DEFAULT_RATE_LIMITS.signIn),
    guests: positive(env.RATE_LIMIT_GUESTS_PER_HOUR, DEFAULT_RATE_LIMITS.guests),
  };
}

export function readEnvironment(env: Record<string, string | undefined>): Environment {
  return {
    port: positive(env.PORT, 4173),
    host: env.HOST?.trim() || '127.0.0.1',
    demoMode: on(env.DEMO_MODE),
    corsOrigins: corsOriginsOf(env.CORS_ORIGINS),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    publicOrigin: publicOriginOf(env.PUBLIC_ORIGIN),
    tokenTtlDays: positive(env.TOKEN_TTL_DAYS, DEFAULT_TOKEN_TTL_DAYS),
    rateLimits: rateLimitsOf(env),
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS),
    enableTestRoutes: env.ENABLE_TEST_ROUTES === '1',
  };
}
