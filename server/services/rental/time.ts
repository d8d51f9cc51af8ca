/**
 * Wall-clock time in the operator's timezone. Pickup and schedule times arrive as local wall times
 * (`2025-01-22 03:48 PM`, `2025-01-22 15:48:00`); they are kept as "wall" dates (UTC fields = local fields)
 * and compared with the current wall time. Dubai has no daylight saving, so a fixed offset is exact.
 */
import { parseDateTime } from '../../http/input';

export const OPERATOR_UTC_OFFSET_MINUTES = 240;

export function wallNow(now: Date): Date {
  return new Date(now.getTime() + OPERATOR_UTC_OFFSET_MINUTES * 60_000);
}

export function parseWall(value: unknown): Date | null {
  return parseDateTime(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:MM:SS` of a wall date. */
export function formatWall(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

export function timeOfDay(date: Date): string {
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * 3_600_000);
}
