/**
 * Server-state defaults, written once. Every default says why.
 *
 * Persistence: only an allow-list of catalogue-like roots (config, modules, zones, categories, listings) is
 * written to localStorage, never tokens or personal data (carts, wishlists, profile, orders, trips live in
 * Dexie or are fetched fresh). Keys of persisted queries carry zone, module and language (`scopeKey`), so a
 * customer never sees another zone's or language's listings; the build id busts the whole cache on deploy.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { isApiError } from './api-error';
import { endSession } from './auth-events';
import { t } from './i18n';
import { notify } from './notify';
import { getSession } from './session';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const STALE = {
  SECONDS: { THIRTY: 30 * SECOND },
  MINUTES: { ONE: MINUTE, FIVE: 5 * MINUTE, THIRTY: 30 * MINUTE },
  HOURS: { ONE: HOUR, SIX: 6 * HOUR },
  INFINITY: Number.POSITIVE_INFINITY,
} as const;

/** Persisted data older than a day is dropped: listings change, and a day covers a commute without signal. */
export const PERSIST_MAX_AGE = 24 * HOUR;
/** The persisted copy's key, and how long a change to the cache may wait before it is written there. */
export const PERSIST_KEY = 'rw-query-cache';
export const PERSIST_THROTTLE_MS = SECOND;

/** Query-key roots that may be written to localStorage. Everything else stays in memory. */
export const PERSISTED_ROOTS = new Set(['config', 'modules', 'zones', 'categories', 'listings', 'landing']);

/** The part of every persisted key that varies the API answer: zone, module and language headers. */
export function scopeKey(): { zone: string | null; module: number | null; lang: string } {
  const session = getSession();
  return { zone: session.zoneId, module: session.module?.id ?? null, lang: session.language ?? 'en' };
}

export interface QueryMeta extends Record<string, unknown> {
  /** Do not toast failures of this query or mutation; the view shows them inline. */
  silent?: boolean;
}

/** A 401 while signed in ends the session once, with the spec's message, and returns home. */
let expiring = false;
async function handleUnauthorised(): Promise<void> {
  if (expiring || getSession().token === null) return;
  expiring = true;
  try {
    notify.error(t('common.sessionExpired'));
    await endSession('expired');
    navigate('/home');
  } finally {
    expiring = false;
  }
}

/** The user-facing text(s) of any error: server messages one by one, or a translated fallback. */
export function errorMessages(error: unknown): string[] {
  if (!isApiError(error)) return [t('common.genericError')];
  if (error.kind === 'network') return [t('common.networkError')];
  if (error.kind === 'timeout') return [t('common.timeoutError')];
  if (error.kind === 'invalid-response') return [t('common.invalidResponse')];
  if (error.kind === 'aborted') return [];
  return error.messages.length > 0 ? error.messages : [t('common.genericError')];
}

function report(error: unknown, meta: QueryMeta | undefined, isBackground: boolean): void {
  if (isApiError(error) && error.isUnauthorised) {
    void handleUnauthorised();
    return;
  }
  if (meta?.silent || isBackground) return;
  for (const message of errorMessages(error)) notify.error(message);
}

/** Retry only what may succeed a moment later: lost answers and server hiccups, never 4xx or bad bodies. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return failureCount < 2;
  return error.kind === 'http' && error.status >= 500 && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Queries show their own errors inline; a failing background refetch keeps the cached data quietly.
      onError: (error, query) => report(error, query.meta as QueryMeta | undefined, true),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta as QueryMeta | undefined, false),
    }),
    defaultOptions: {
      queries: {
        // One minute: listings and prices move, but not within a scroll; avoids refetch storms on navigation.
        staleTime: STALE.MINUTES.ONE,
        // Kept at least as long as the persisted copy, or the persister would write nothing useful.
        gcTime: PERSIST_MAX_AGE,
        retry: shouldRetry,
        // Serve what we have, then try the network once even when the browser claims to be offline
        // (navigator.onLine lies on captive portals and flaky mobile links).
        networkMode: 'offlineFirst',
        // Focus refetches on a cheap phone cost data and battery; pages refetch on mount when stale instead.
        refetchOnWindowFocus: false,
      },
      mutations: {
        // Cart mutations go through the outbox, not through paused mutations; others should fail fast offline.
        networkMode: 'always',
        retry: false,
      },
    },
  });
}
