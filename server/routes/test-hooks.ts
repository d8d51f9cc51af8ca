/** Test-only routes (enabled by ENABLE_TEST_ROUTES): reset the database to the seed between browser tests. */
import type { FastifyInstance } from 'fastify';
import { reseed } from '../db/connection';
import type { AppContext } from '../http/context';

export function registerTestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/__test/reset', () => {
    reseed(ctx.db);
    return { message: 'reset' };
  });
}
