/** Starts the reference server on port 0 with a fresh in-memory seeded database, and a tiny HTTP client. */
import type { AddressInfo } from 'node:net';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type Db } from '../db/connection';

export interface TestServer {
  baseUrl: string;
  db: Db;
  close: () => Promise<void>;
}

export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const { db } = openDatabase(':memory:');
  const app = await buildApp({ db, enableTestRoutes: true, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
}

export interface CallOptions {
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
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
      body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, body: body as T, text };
  };
  return {
    get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = unknown>(path: string, options?: CallOptions) => call<T>('POST', path, options),
    put: <T = unknown>(path: string, options?: CallOptions) => call<T>('PUT', path, options),
    delete: <T = unknown>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
  };
}

/** Headers of a guest browsing the rental module in the Downtown zones. */
export const RENTAL_HEADERS = { zoneId: '[3,1]', moduleId: '6', 'X-localization': 'en' };
export const DUBAI_MALL = { lat: 25.1985, lng: 55.2796, location_name: 'Dubai Mall, Downtown Dubai' };
export const AIRPORT = { lat: 25.2532, lng: 55.3657, location_name: 'Dubai International Airport' };
