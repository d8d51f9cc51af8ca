/**
 * Test-only routes (enabled by ENABLE_TEST_ROUTES): reset the database to the seed between browser tests,
 * along with what lives beside it (the run's demo-mode setting, the per-address request limits), and move
 * the app's clock forward (`POST /__test/clock {"advance_seconds": n}`), so tests watch orders progress
 * without waiting; a reset puts the clock back.
 */
import type { FastifyInstance } from 'fastify';
import { reseed } from '../../db/seed/open';
import type { AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf } from '../../http/input';

export const MAX_CLOCK_ADVANCE_SECONDS = 366 * 86_400;

export function registerTestRoutes(app: FastifyInstance, ctx: AppContext, afterReset: () => void = () => undefined): void {
  const realNow = ctx.now;
  let offsetMs = 0;
  ctx.now = () => new Date(realNow().getTime() + offsetMs);

  app.post('/__test/reset', () => {
    reseed(ctx.db);
    offsetMs = 0;
    afterReset();
    return { message: 'reset' };
  });

  app.post('/__test/clock', (request) => {
    const seconds = Number(inputOf(request).advance_seconds);
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_CLOCK_ADVANCE_SECONDS) throw errorList(403, 'advance_seconds', `Advance the clock by 0 to ${MAX_CLOCK_ADVANCE_SECONDS} seconds.`);
    offsetMs += seconds * 1000;
    return { now: ctx.now().toISOString() };
  });
}
