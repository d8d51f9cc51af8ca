/**
 * Wall-clock time in the operator's timezone. Pickup and schedule times are local times where the vehicles
 * are (a customer abroad books a Dubai pickup in Dubai time), so "now", defaults and "is it in the future?"
 * use the operator's clock, not the device's. The timezone comes from the config; until it is known, the
 * device's clock is used.
 */
import { dateTimeFormat } from './intl-formats';

let timeZone: string | null = null;
const listeners = new Set<() => void>();
/** How far the API's clock is ahead of this machine's (a server render is told; a browser's is its own). */
let clockAheadMs = 0;

export function setClockAhead(ms: number): void {
  clockAheadMs = Number.isFinite(ms) ? ms : 0;
}

export function setOperatorTimeZone(zone: string | null | undefined): void {
  if (!zone) {
    timeZone = null;
    return;
  }
  if (zone === timeZone) return;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    timeZone = zone;
    for (const listener of listeners) listener();
  } catch {
    console.warn(`Unknown timezone "${zone}"; using the device clock`);
  }
}

/** Called when the operator's timezone becomes known (defaults computed from the device clock may be off). */
export function onOperatorTimeZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The operator's current wall time as a local Date (its fields read as the operator's clock). */
export function operatorNow(now: Date = new Date(Date.now() + clockAheadMs)): Date {
  if (!timeZone) return now;
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}
