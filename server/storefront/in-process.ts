/**
 * The reference server's API as the page builder asks it: in process (`app.inject`), as the customer's own
 * requests (same address, and the origin the page was asked on, so its pictures name what the customer's own
 * calls would: http/origin.ts), never over the network.
 *
 * Public answers are kept (answer-cache.ts) until the database is written or the minute turns (moment-stamp.ts; table versions,
 * db/table-versions.ts, which also see writes by other processes — another worker — to the same file). An
 * answer is kept for the customer's zone, module and language; only an answer whose handler read the
 * customer's position (the `latitude`/`longitude` headers: a store's distance, nearest first) is asked afresh
 * for each position. Which handlers read it is seen, not declared: every planned request is asked with its
 * headers watched.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { tablesStamp } from '../db/table-versions';
import type { Transport } from '../../common/first-screen/render';
import { createAnswerCache, type AnswerCache } from './answer-cache';
import { momentStamp } from './moment-stamp';
import type { PageApi } from './first-screen';

/** The render's requests to this server never leave the process; the origin only names them. */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid';
const WATCH_HEADER = 'x-storefront-watch';
const POSITION_HEADERS = new Set(['latitude', 'longitude']);

/** A number that moves whenever any table of the database is written, by this process or another; null: don't keep. */
export function dataVersion(db: Db): () => number | null {
  let tables: string[] | null = null;
  return () => {
    tables ??= (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((row) => row.name);
    return tablesStamp(db, tables);
  };
}

interface Watch {
  readPosition: boolean;
}

/**
 * Watches which headers a request's handler reads: its headers object is replaced by a view that notes a read
 * of the position (or a listing of every header, which counts as one). Only for requests this module makes
 * (they name a watch by a secret only this process knows).
 */
function watchHeaders(app: FastifyInstance): { watched: (headers: Record<string, string>) => { headers: Record<string, string>; watch: Watch; done: () => void } } {
  const secret = randomUUID();
  const watches = new Map<string, Watch>();
  let next = 0;
  app.addHook('onRequest', (request, _reply, done) => {
    const named = request.raw.headers[WATCH_HEADER];
    if (typeof named === 'string') {
      delete request.raw.headers[WATCH_HEADER];
      const watch = named.startsWith(`${secret}.`) ? watches.get(named) : undefined;
      if (watch) {
        request.raw.headers = new Proxy(request.raw.headers, {
          get(target, name, receiver) {
            if (typeof name === 'string' && POSITION_HEADERS.has(name)) watch.readPosition = true;
            return Reflect.get(target, name, receiver) as unknown;
          },
          has(target, name) {
            if (typeof name === 'string' && POSITION_HEADERS.has(name)) watch.readPosition = true;
            return Reflect.has(target, name);
          },
          ownKeys(target) {
            watch.readPosition = true;
            return Reflect.ownKeys(target);
          },
        });
      }
    }
    done();
  });
  return {
    watched(headers) {
      const name = `${secret}.${next++}`;
      const watch: Watch = { readPosition: false };
      watches.set(name, watch);
      return { headers: { ...headers, [WATCH_HEADER]: name }, watch, done: () => watches.delete(name) };
    },
  };
}

export type InProcessApi = (request: Pick<FastifyRequest, 'ip'>, pageOrigin: string) => PageApi;

export function inProcessApi(app: FastifyInstance, version: (() => number | null) | undefined, now?: () => Date): InProcessApi {
  const watcher = watchHeaders(app);
  const cache: AnswerCache = createAnswerCache();
  return (request, pageOrigin) => {
    const page = new URL(pageOrigin);
    const ask = (url: string, method: string, headers: Record<string, string>, payload?: string) =>
      app.inject({ method: method as 'GET', url, headers: { ...headers, host: page.host, 'x-forwarded-proto': page.protocol.slice(0, -1) }, payload, remoteAddress: request.ip });
    const transport: Transport = {
      baseUrl: IN_PROCESS_ORIGIN,
      fetchImpl: async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        const headers = Object.fromEntries(new Headers(init?.headers).entries());
        const answer = await ask(`${url.pathname}${url.search}`, init?.method ?? 'GET', headers, typeof init?.body === 'string' ? init.body : undefined);
        const empty = answer.statusCode === 204 || answer.statusCode === 304;
        return new Response(empty ? null : answer.payload, { status: answer.statusCode, headers: { 'Content-Type': String(answer.headers['content-type'] ?? 'application/json') } });
      },
    };
    return {
      transport,
      version,
      now,
      answers: async ({ path, query }, headers) => {
        const search = new URLSearchParams(query).toString();
        const url = search ? `${path}?${search}` : path;
        const stamp = version ? momentStamp(version(), now) : null;
        return cache.answer({ origin: page.origin, url, headers, stamp }, async () => {
          const watched = watcher.watched(headers);
          try {
            const answer = await ask(url, 'GET', watched.headers);
            return { body: answer.statusCode === 200 ? answer.json<unknown>() : undefined, readPosition: watched.watch.readPosition };
          } finally {
            watched.done();
          }
        });
      },
    };
  };
}
