/**
 * The only door to the HTTP API. It builds the request (base URL from runtime config, headers from the
 * session, `guest_id` only when signed out), enforces a timeout, maps every failure to `ApiError`, and
 * validates every success body with the endpoint's struct. It has no UI side effects: toasts, the 401
 * sign-out and retries are decided by the query and mutation caches (`query-client.ts`). A guest id the
 * server says it does not know (`403 guest_id`: it never issued it, or let it go after a month unused) is
 * forgotten, so the next guest action asks for a new one instead of failing for ever.
 */
import { readRuntimeConfig, SOFTWARE_ID } from '@/config/env';
import { ApiError, isErrorEnvelopeOnSuccess, normaliseErrorBody } from './api-error';
import { takeFirstScreenAnswer } from './first-screen/answers';
import type { Transport } from '@common/first-screen/render';
import { getSession, updateSession, type SessionState } from './session';
import { parseResponse, type Struct } from './struct';
import { yieldToMain } from './yield-to-main';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions<T, S> {
  method?: Method;
  query?: Record<string, QueryValue>;
  /** JSON body (objects) or multipart (FormData). */
  body?: Record<string, unknown> | FormData;
  struct: Struct<T, S>;
  /** Adds `guest_id` (query for GET/DELETE, body otherwise) when the customer is not signed in. */
  guest?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Overrides for tests and the service worker, which has no localStorage. */
  session?: SessionState;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

let serverTransport: Transport | null = null;

/** Told of each GET answer parsed during a server render: the value, the answer it was parsed from, and how. */
export type ParsedAnswerListener = (value: unknown, answerKey: { path: string; query: Record<string, string> }, parse: (body: unknown) => unknown) => void;

let parsedAnswers: ParsedAnswerListener | null = null;

/**
 * The server's renderer points the client at the API for one render (renders run one at a time), and hears
 * which answer each parsed value came from (so a kept render's data can be parsed again from another
 * customer's answers: src/entry-server.tsx).
 */
export function setServerTransport(transport: Transport | null, onParsed: ParsedAnswerListener | null = null): void {
  serverTransport = transport;
  parsedAnswers = transport ? onParsed : null;
}

/** Request headers from session state, as the API expects them (`zoneId` is the JSON array string). */
export function buildHeaders(session: SessionState, hasJsonBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-localization': session.language ?? 'en',
    'X-software-id': SOFTWARE_ID,
  };
  if (hasJsonBody) headers['Content-Type'] = 'application/json; charset=UTF-8';
  if (session.zoneId) headers.zoneId = session.zoneId;
  if (session.module) headers.moduleId = String(session.module.id);
  if (session.latLng) {
    headers.latitude = String(session.latLng.lat);
    headers.longitude = String(session.latLng.lng);
  }
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  return headers;
}

/** Query values as sent; arrays become JSON array text (`[1,2]`), which is what the API parses. */
export function queryStrings(query: Record<string, QueryValue> | undefined): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    strings[key] = Array.isArray(value) ? JSON.stringify(value) : String(value);
  }
  return strings;
}

export function buildUrl(base: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const qs = new URLSearchParams(queryStrings(query)).toString();
  const joined = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  return qs ? `${joined}${joined.includes('?') ? '&' : '?'}${qs}` : joined;
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function combineSignals(signal: AbortSignal | undefined, timeoutMs: number): { signal: AbortSignal; timedOut: () => boolean; dispose: () => void } {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

export async function apiRequest<T, S>(path: string, options: RequestOptions<T, S>): Promise<T> {
  const method = options.method ?? 'GET';
  const session = options.session ?? getSession();
  const base = options.baseUrl ?? serverTransport?.baseUrl ?? readRuntimeConfig().apiBaseUrl;
  const endpoint = `${method} ${path}`;
  const signedOut = session.token === null;
  const guestId = options.guest && signedOut && session.guestId ? session.guestId : null;
  const bodyInQuery = method === 'GET' || method === 'DELETE';

  const query = { ...options.query };
  if (guestId && bodyInQuery) query.guest_id = guestId;

  let body: BodyInit | undefined;
  let json = false;
  if (options.body instanceof FormData) {
    if (guestId && !bodyInQuery) options.body.set('guest_id', guestId);
    body = options.body;
  } else if (options.body !== undefined || (guestId && !bodyInQuery)) {
    const payload = { ...options.body };
    if (guestId && !bodyInQuery) payload.guest_id = guestId;
    body = JSON.stringify(payload);
    json = true;
  }

  const headers = buildHeaders(session, json);
  // The first screen's public answers may already be in the page, fetched by the server for these very headers.
  const early = method === 'GET' ? takeFirstScreenAnswer(path, queryStrings(query), headers, buildUrl(base, path, query)) : undefined;
  if (early) return parseResponse(options.struct, early.body, endpoint);
  const parsed = (value: T): T => {
    if (parsedAnswers && method === 'GET') parsedAnswers(value, { path, query: queryStrings(query) }, (raw) => parseResponse(options.struct, raw, endpoint));
    return value;
  };

  const timing = combineSignals(options.signal, options.timeoutMs ?? serverTransport?.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await (options.fetchImpl ?? serverTransport?.fetchImpl ?? fetch)(buildUrl(base, path, query), {
      method,
      headers,
      body,
      signal: timing.signal,
      credentials: 'omit',
    });
  } catch (error) {
    timing.dispose();
    if (timing.timedOut()) throw new ApiError({ kind: 'timeout', endpoint, detail: `No answer from ${endpoint} in time` });
    if (options.signal?.aborted) throw new ApiError({ kind: 'aborted', endpoint, detail: 'Request cancelled' });
    throw new ApiError({ kind: 'network', endpoint, detail: error instanceof Error ? error.message : 'Network error' });
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch (error) {
    throw new ApiError({
      kind: timing.timedOut() ? 'timeout' : 'network',
      status: response.status,
      endpoint,
      detail: error instanceof Error ? error.message : 'Response interrupted',
    });
  } finally {
    timing.dispose();
  }

  if (!response.ok || isErrorEnvelopeOnSuccess(data)) {
    const error = new ApiError({ kind: 'http', status: response.status, endpoint, body: data, normalised: normaliseErrorBody(data) });
    // Only the page's own session (the service worker passes its copy); and only if it still holds that id.
    if (guestId && !options.session && error.status === 403 && error.code === 'guest_id' && getSession().guestId === guestId) updateSession({ guestId: null });
    throw error;
  }
  // In a page, a long answer's check against its struct is a task of its own, not one with reading the answer:
  // a slow phone answers a tap in between (the server's render has no taps to answer and goes straight on).
  if (!serverTransport && 'document' in globalThis) await yieldToMain();
  return parsed(parseResponse(options.struct, data, endpoint));
}
