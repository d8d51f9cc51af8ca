/**
 * Test-only routes (enabled by ENABLE_TEST_ROUTES): reset the database to the seed between browser tests,
 * along with what lives beside it (the run's demo-mode setting, the per-address request limits).
 */
import type { FastifyInstance } from 'fastify';
import { reseed } from '../db/connection';
import type { AppContext } from '../http/context';

export function registerTestRoutes(app: FastifyInstance, ctx: AppContext, afterReset: () => void = () => undefined): void {
  app.post('/__test/reset', () => {
    reseed(ctx.db);
    afterReset();
    return { message: 'reset' };
  });
}
