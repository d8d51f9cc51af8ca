/**
 * Test-only routes (enabled by ENABLE_TEST_ROUTES): reset the database to the seed between browser tests,
 * along with what lives beside it (the run's demo-mode setting, the per-address request limits), and the
 * app's clock: `POST /__test/clock {"advance_seconds": n}` moves it forward (tests watch orders progress
 * without waiting), `{"at": "YYYY-MM-DD HH:MM"}` or `{"at": "HH:MM"}` (today) sets it to that operator
 * time, from where it runs on.
 *
 * `TEST_CLOCK` (same forms, or an instant with its offset; read by server/index.ts) starts the clock at that
 * operator time, and every reset starts it there again, so a whole suite can be run as if it were 23:50 on
 * the last day of a month. Both answers say what the clock reads (`now`), so a browser test can set the
 * browser's clock to agree.
 *
 * `POST /__test/guests {"from": n, "count": k}` issues the guest ids n … n + k − 1 (the bench's load of first
 * adds: each request a new guest this server issued).
 */
import type { FastifyPluginAsync } from 'fastify';
import { reseed } from '../../db/seed/open';
import type { AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf } from '../../http/input';
import { setting } from '../../http/settings';
import { issueGuestRange, MAX_GUEST_RANGE } from '../../services/auth/guests';
import { instantOfWallTime, wallClock } from '../../services/catalog/clock';

export const MAX_CLOCK_ADVANCE_SECONDS = 366 * 86_400;

/**
 * The instant a clock setting names, on the operator's clock in `timeZone`: `HH:MM` today,
 * `YYYY-MM-DD HH:MM[:SS]`, or an ISO instant with `Z` or an offset. Null when it names none.
 */
export function clockSetting(text: string, now: Date, timeZone: string): Date | null {
  const value = text.trim();
  if (/^\d{2}:\d{2}(:\d{2})?$/.test(value)) return instantOfWallTime(`${wallClock(now, timeZone).date} ${value}`, timeZone);
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(value) && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  return instantOfWallTime(value, timeZone);
}

/** The app's movable clock: `ctx.now` reads it from the moment it is installed. */
export interface TestClock {
  /** Back to where it starts (`TEST_CLOCK`, else the real time). */
  restart(): void;
  /** Runs on from `at`. */
  setTo(at: Date): void;
  advance(ms: number): void;
}

const operatorTimeZone = (ctx: AppContext) => String(setting<unknown>(ctx.db, 'timezone', 'UTC'));

/** Installs the test clock on `ctx` (at once, so everything that reads `ctx.now` reads it), starting at `start`. */
export function installTestClock(ctx: AppContext, start?: string): TestClock {
  const realNow = ctx.now;
  const startOffset = () => {
    if (!start) return 0;
    const at = clockSetting(start, realNow(), operatorTimeZone(ctx));
    if (!at) throw new Error(`TEST_CLOCK: "${start}" is not an operator time (HH:MM, YYYY-MM-DD HH:MM, or an ISO instant)`);
    return at.getTime() - realNow().getTime();
  };
  let offsetMs = startOffset();
  ctx.now = () => new Date(realNow().getTime() + offsetMs);
  return {
    restart: () => {
      offsetMs = startOffset();
    },
    setTo: (at) => {
      offsetMs = at.getTime() - realNow().getTime();
    },
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}

export interface TestRouteOptions {
  ctx: AppContext;
  clock: TestClock;
  afterReset?: () => void;
}

/** The test hooks, one plugin, driving the clock `installTestClock` put on the app. */
export const testRoutes: FastifyPluginAsync<TestRouteOptions> = async (app, { ctx, clock, afterReset = () => undefined }) => {
  app.post('/__test/reset', () => {
    clock.restart();
    // Seeded validity windows are relative to the seed day: the day the test clock says.
    reseed(ctx.db, ctx.now());
    afterReset();
    return { message: 'reset', now: ctx.now().toISOString() };
  });

  app.post('/__test/clock', (request) => {
    const input = inputOf(request);
    if (input.at !== undefined) {
      const at = clockSetting(String(input.at), ctx.now(), operatorTimeZone(ctx));
      if (!at) throw errorList(403, 'at', 'Give the time as HH:MM, YYYY-MM-DD HH:MM or an ISO instant.');
      clock.setTo(at);
      return { now: ctx.now().toISOString() };
    }
    const seconds = Number(input.advance_seconds);
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_CLOCK_ADVANCE_SECONDS) throw errorList(403, 'advance_seconds', `Advance the clock by 0 to ${MAX_CLOCK_ADVANCE_SECONDS} seconds.`);
    clock.advance(seconds * 1000);
    return { now: ctx.now().toISOString() };
  });

  app.post('/__test/guests', (request) => {
    const input = inputOf(request);
    const from = Number(input.from);
    const count = Number(input.count);
    if (!Number.isSafeInteger(from) || from < 1 || !Number.isSafeInteger(from + count)) throw errorList(403, 'from', 'Give the first guest id as a positive whole number.');
    if (!Number.isInteger(count) || count < 1 || count > MAX_GUEST_RANGE) throw errorList(403, 'count', `Issue 1 to ${MAX_GUEST_RANGE} guest ids at once.`);
    return { issued: issueGuestRange(ctx.db, from, count, ctx.now()) };
  });
};
