/**
 * Infinite lists. The contract's `offset` is a 1-based page number; the next page is asked for while the
 * last page was non-empty and the pages seen are fewer than `total_size` allows (the backend answers an
 * empty list past the end, which also stops the scroll).
 */
import type { QueryValue } from '@/lib/api-client';

export interface PageParams {
  limit?: number;
}

export function nextOffset(totalSize: number, rows: readonly unknown[], offset: number, limit: number): number | undefined {
  if (rows.length === 0) return undefined;
  return offset * limit < totalSize ? offset + 1 : undefined;
}

/** Query values without the undefined ones, lists as arrays (sent as JSON array text). */
export function queryOf(params: Record<string, QueryValue>): Record<string, QueryValue> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)));
}

/** Veg filter of every list: all, vegetarian only, or non-vegetarian only. */
export type VegType = 'all' | 'veg' | 'non_veg';
