/**
 * What a screen's first render needs, declared beside the screen so a server render can fetch it before
 * rendering (with the same query options, so keys match what the components read). Options with an
 * `initialPageParam` are infinite queries (fetch them with `prefetchInfiniteQuery`).
 */
import type { FetchInfiniteQueryOptions, FetchQueryOptions } from '@/lib/query';

export interface RouteContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- any query's options, whatever its data type */
export type PrefetchOptions = FetchQueryOptions<any, any, any, any> | FetchInfiniteQueryOptions<any, any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type RoutePrefetch = (context: RouteContext) => PrefetchOptions[];
