/**
 * Starts the reference server on port 0 with a fresh in-memory seeded database, and a tiny HTTP client.
 * `setup` can add probe routes (with the same context the app's routes get) before the server listens.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Db } from '../db/connection';
import { openDatabase } from '../db/seed/open';
import type { AppContext } from '../http/context';
import { SETTINGS } from '../db/seed/settings';
import { clockSetting } from '../routes/test-hooks';

export interface TestServer {
  baseUrl: string;
  db: Db;
  /** The server's clock (a test's tokens and times are made on it). */
  now: () => Date;
  close: () => Promise<void>;
}

export interface TestServerOptions extends Partial<AppOptions> {
  setup?: (app: FastifyInstance, ctx: AppContext) => void;
}

/**
 * Limits no test's own traffic comes near (the limiter still runs); tests about the limits pass their own.
 */
export const TEST_RATE_LIMITS = { api: 100_000, signIn: 10_000, guests: 10_000 };

/**
 * The clock of a test that sets none: the real one, or with `TEST_CLOCK` (an operator time, as for the
 * browser tests' server) one that started at that time, so the suite can be run at any hour of any day.
 */
export function defaultTestClock(): () => Date {
  const start = process.env.TEST_CLOCK;
  if (!start) return () => new Date();
  const at = clockSetting(start, new Date(), String(SETTINGS.timezone));
  if (!at) throw new Error(`TEST_CLOCK: "${start}" is not an operator time`);
  const ahead = at.getTime() - Date.now();
  return () => new Date(Date.now() + ahead);
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { setup, ...appOptions } = options;
  const now = appOptions.now ?? defaultTestClock();
  // Seeded as of the test's own clock: the offers running then are the ones it sees.
  const db = appOptions.db ?? openDatabase(':memory:', now()).db;
  // Demo mode on unless a test says otherwise: most flows sign in with the demo code.
  const app = await buildApp({ enableTestRoutes: true, demoMode: true, rateLimits: TEST_RATE_LIMITS, ...appOptions, db, now });
  setup?.(app, { db, now, tokenTtlMs: (appOptions.tokenTtlDays ?? 30) * 86_400_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    now,
    close: async () => {
      // Test files share a process (and its fetch connection pool): a kept-alive connection from any of them
      // must not hold the server open once its file is done.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      db.close();
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent verbatim as the body (with a JSON content type unless `headers` says otherwise). */
  raw?: string;
}

export function api(baseUrl: string) {
  const call = async <T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> => {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const hasBody = options.body !== undefined || options.raw !== undefined;
    const response = await fetch(url, {
      method,
      headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      redirect: 'manual',
      body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, body: body as T, text, headers: response.headers };
  };
  return {
    get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = unknown>(path: string, options?: CallOptions) => call<T>('POST', path, options),
    put: <T = unknown>(path: string, options?: CallOptions) => call<T>('PUT', path, options),
    delete: <T = unknown>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
  };
}

export interface NewAccount {
  token: string;
  phone: string;
  email: string;
}

/**
 * Makes accounts by sign-up with the password `secret123`, each with a phone and an email new to the database:
 * the phone is `phonePrefix` and a serial number, the email `<emailName><serial>@example.com`. `next()` gives the
 * next serial's phone and email without an account, for accounts made another way.
 */
export function accountMaker(http: ReturnType<typeof api>, phonePrefix: string) {
  let serial = 0;
  const next = (emailName: string) => {
    serial += 1;
    return { phone: `${phonePrefix}${String(serial).padStart(4, '0')}`, email: `${emailName}${serial}@example.com` };
  };
  const signUp = async (name: string, emailName: string): Promise<NewAccount> => {
    const { phone, email } = next(emailName);
    const answer = await http.post<{ token: string }>('/api/v1/auth/sign-up', { body: { name, phone, email, password: 'secret123' } });
    if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}: ${answer.text}`);
    return { token: answer.body.token, phone, email };
  };
  return { next, signUp };
}

/** Headers of a guest browsing the rental module in the Downtown zones. */
export const RENTAL_HEADERS = { zoneId: '[3,1]', moduleId: '6', 'X-localization': 'en' };
export const DUBAI_MALL = { lat: 25.1985, lng: 55.2796, location_name: 'Dubai Mall, Downtown Dubai' };
export const AIRPORT = { lat: 25.2532, lng: 55.3657, location_name: 'Dubai International Airport' };

const encodeAt = (path: string, index: number, lower: boolean) => {
  const hex = path.charCodeAt(index).toString(16).padStart(2, '0');
  return `${path.slice(0, index)}%${lower ? hex.toLowerCase() : hex.toUpperCase()}${path.slice(index + 1)}`;
};

/**
 * Every spelling of a path the router reads as the same path: each character percent-encoded in turn (upper
 * and lower case hex; slashes stay, `%2F` is not a separator), and every character encoded at once.
 */
export function encodedSpellings(path: string): string[] {
  const variants = new Set<string>();
  for (let index = 0; index < path.length; index++) {
    if (path[index] === '/') continue;
    variants.add(encodeAt(path, index, false));
    variants.add(encodeAt(path, index, true));
  }
  variants.add(path.replace(/[^/]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`));
  return [...variants];
}
