/** The status clock and the rider's position, as tables (services/orders/progress.ts). */
import { describe, expect, it } from 'vitest';
import { riderPosition, stepsUntil } from '../services/orders/progress';

const T0 = new Date('2026-03-10T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('stepsUntil', () => {
  it.each<[string, string, number, string[]]>([
    ['nothing yet', 'pending', 59, []],
    ['confirmed after a minute', 'pending', 60, ['confirmed']],
    ['several steps at once', 'pending', 60 + 120 + 600, ['confirmed', 'processing', 'handover']],
    ['all the way', 'pending', 10_000, ['confirmed', 'processing', 'handover', 'picked_up', 'delivered']],
    ['from confirmed', 'confirmed', 120, ['processing']],
    ['delivered stays', 'delivered', 10_000, []],
    ['failed (unpaid) does not move', 'failed', 10_000, []],
    ['canceled does not move', 'canceled', 10_000, []],
  ])('%s', (_name, status, seconds, expected) => {
    expect(stepsUntil(status, T0, at(seconds)).map((step) => step.status)).toEqual(expected);
  });

  it('times each step from the one before', () => {
    const steps = stepsUntil('pending', T0, at(10_000));
    expect(steps.map((step) => (step.at.getTime() - T0.getTime()) / 1000)).toEqual([60, 180, 780, 960, 1860]);
  });

  it('starts a scheduled order so it arrives at its time', () => {
    const scheduledFor = at(4 * 3600);
    expect(stepsUntil('pending', T0, at(3600), scheduledFor)).toEqual([]);
    const steps = stepsUntil('pending', T0, at(5 * 3600), scheduledFor);
    expect(steps.at(-1)).toEqual({ status: 'delivered', at: scheduledFor });
  });
});

describe('riderPosition', () => {
  const home = { lat: 25.21, lng: 55.28 };
  const store = { lat: 25.2, lng: 55.27 };
  const destination = { lat: 25.18, lng: 55.27 };
  it.each<[string, string, number, { lat: number; lng: number }]>([
    ['waits at home before handover', 'processing', 100, home],
    ['reaches the store by the end of handover', 'handover', 180, store],
    ['starts at the store when picked up', 'picked_up', 0, store],
    ['reaches the address when the ride ends', 'picked_up', 900, destination],
    ['stays at the address once delivered', 'delivered', 50, destination],
  ])('%s', (_name, status, seconds, expected) => {
    const position = riderPosition({ status, since: T0, now: at(seconds), home, store, destination });
    expect(position.lat).toBeCloseTo(expected.lat, 6);
    expect(position.lng).toBeCloseTo(expected.lng, 6);
  });

  it('is on the way half-way through the ride', () => {
    const position = riderPosition({ status: 'picked_up', since: T0, now: at(450), home, store, destination });
    expect(position.lat).toBeLessThan(store.lat);
    expect(position.lat).toBeGreaterThan(destination.lat);
  });
});
