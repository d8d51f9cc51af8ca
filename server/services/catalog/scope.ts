/**
 * What every catalogue answer depends on, read once per request: the database, the operator's wall clock,
 * the language, the customer's position (for distances), the zones from the header, the global
 * schedule-order switch, and the request (for absolute image URLs).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { headerPosition, locale, storageUrl, type AppContext } from '../../http/context';
import { setting } from '../../http/settings';
import { wallClock, type WallClock } from './clock';
import { fileName } from '../images/paths';

export interface Scope {
  db: Db;
  request: FastifyRequest;
  now: Date;
  wall: WallClock;
  ar: boolean;
  /** The customer's position, or null when the headers carry none. */
  position: { lat: number; lng: number } | null;
  /** Zones of the `zoneId` header; null where the route does not require them. */
  zones: number[] | null;
  /** Global switch: customers may schedule orders for later (ANDed with each store's). */
  scheduleOrder: boolean;
  image: (path: string) => string;
}

export function scopeOf(ctx: AppContext, request: FastifyRequest, zones: number[] | null): Scope {
  const timeZone = String(setting<unknown>(ctx.db, 'timezone', 'UTC'));
  const scheduleOrder = setting<unknown>(ctx.db, 'schedule_order', true);
  const now = ctx.now();
  const here = headerPosition(request);
  return {
    db: ctx.db,
    request,
    now,
    wall: wallClock(now, timeZone),
    ar: locale(request) === 'ar',
    position: here.lat !== 0 || here.lng !== 0 ? here : null,
    zones,
    scheduleOrder: scheduleOrder === true || scheduleOrder === 1 || scheduleOrder === '1',
    image: (path) => storageUrl(request, path),
  };
}

/** `?` placeholders for a list of values, for `IN (…)` clauses. */
export const marks = (values: readonly unknown[]) => (values.length === 0 ? 'NULL' : values.map(() => '?').join(','));

/** A picture as answers name it: its file name and its absolute URL (`image`, `image_full_url`). */
export const picture = (scope: Pick<Scope, 'image'>, path: string) => ({ image: fileName(path), image_full_url: scope.image(path) });

/** The localised text: the Arabic column when asked for Arabic and filled, else the English one. */
export const localised = (scope: Scope, english: string, arabic: string | null | undefined) => (scope.ar && arabic ? arabic : english);

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
