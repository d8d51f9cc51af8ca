/**
 * How an order moves on its own once it is placed and paid for: pending → confirmed → processing → handover
 * → picked_up → delivered, each step a fixed time after the one before (a scheduled order starts so that it
 * arrives at its time). A rider is assigned when the store hands over and rides from the store to the
 * address while picked up. Pure: the order's timestamps and `now` in, the steps that have happened out; the
 * service applies them when an order is read, so the clock that drives it is the app's (tests move it
 * through the test routes).
 */
import { interpolateRoute, type LatLng } from '../../geo/geometry';

export const PROGRESSION = ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'] as const;
export type ProgressStatus = (typeof PROGRESSION)[number];

/** Seconds each status lasts before the next one. */
export const STEP_SECONDS: Record<Exclude<ProgressStatus, 'delivered'>, number> = {
  pending: 60,
  confirmed: 120,
  processing: 600,
  handover: 180,
  picked_up: 900,
};

/**
 * A parcel skips the store's preparation: the rider rides to the sender while `handover`, then carries the
 * parcel to the receiver.
 */
export const PARCEL_STEP_SECONDS: Record<Exclude<ProgressStatus, 'delivered'>, number> = {
  pending: 60,
  confirmed: 120,
  processing: 0,
  handover: 300,
  picked_up: 900,
};

const totalOf = (seconds: Record<string, number>) => Object.values(seconds).reduce((sum, value) => sum + value, 0);

export interface Step {
  status: ProgressStatus;
  at: Date;
}

/**
 * The statuses an order has reached by `now`, after `current` which began at `since`. A scheduled order waits
 * in `pending` (or `confirmed`) until its chain has to start to arrive on time.
 */
export function stepsUntil(current: string, since: Date, now: Date, scheduledFor: Date | null = null, seconds: Record<Exclude<ProgressStatus, 'delivered'>, number> = STEP_SECONDS): Step[] {
  let index = PROGRESSION.indexOf(current as ProgressStatus);
  if (index < 0 || current === 'delivered') return [];
  let at = since;
  if (scheduledFor && index <= 1) {
    const start = new Date(scheduledFor.getTime() - totalOf(seconds) * 1000);
    if (start > at) at = start;
  }
  const steps: Step[] = [];
  while (index < PROGRESSION.length - 1) {
    const status = PROGRESSION[index] as Exclude<ProgressStatus, 'delivered'>;
    const next = new Date(at.getTime() + seconds[status] * 1000);
    if (next > now) break;
    index += 1;
    at = next;
    steps.push({ status: PROGRESSION[index] as ProgressStatus, at });
  }
  return steps;
}

/**
 * Where the rider is: waiting at their spot until handover, riding to the store while the order is handed
 * over, from the store to the address while picked up, at the address once delivered.
 */
export function riderPosition(options: { status: string; since: Date; now: Date; home: LatLng; store: LatLng; destination: LatLng | null; seconds?: typeof STEP_SECONDS }): LatLng {
  const { status, since, now, home, store, destination } = options;
  const seconds = options.seconds ?? STEP_SECONDS;
  const along = (from: LatLng, to: LatLng, seconds: number) => {
    const share = Math.max(0, Math.min(1, (now.getTime() - since.getTime()) / (seconds * 1000)));
    const route = interpolateRoute(from, to, 20);
    return route[Math.round(share * (route.length - 1))] ?? to;
  };
  if (status === 'handover') return along(home, store, seconds.handover);
  if (status === 'picked_up') return destination ? along(store, destination, seconds.picked_up) : store;
  if (status === 'delivered') return destination ?? store;
  return home;
}
