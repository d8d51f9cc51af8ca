/**
 * How a domain's routes are registered: each `routes/<domain>/` folder is one Fastify plugin (`RoutePlugin`,
 * registered as `app.register(plugin, { ctx })`), and what its handlers would each repeat is done once by a hook
 * of its scope. `signedInScope(app, ctx)` requires the signed-in customer for every route of the scope
 * (`401 {"message":"Unauthenticated."}` before the handler runs); the handler reads the id with `userOf(request)`.
 * The hooks are `preHandler`s, so they run where the handler's first line ran: after the body is read and
 * after the app's own hooks (the module check of the rental routes), in the same order as before.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser, type AppContext } from './context';

export type RoutePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

const users = new WeakMap<FastifyRequest, number>();

/** Every route of `app`'s scope answers only a signed-in customer (`auth:api`). */
export function signedInScope(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preHandler', async (request) => {
    users.set(request, requireUser(ctx, request));
  });
}

/** The signed-in customer of a route in a `signedInScope`. */
export function userOf(request: FastifyRequest): number {
  const id = users.get(request);
  if (id === undefined) throw new Error(`${request.routeOptions.url ?? request.url} is not registered in a signed-in scope`);
  return id;
}
