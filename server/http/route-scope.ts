/**
 * How a domain's routes are registered: each `routes/<domain>/` folder is one Fastify plugin (`RoutePlugin`,
 * registered as `app.register(plugin, { ctx })`), and what its handlers would each repeat is done once by a hook
 * of its scope. `perRequest(app, compute)` computes a value for every request of the scope before its handler
 * runs (a failure answers as the handler's would have) and gives the handlers the accessor; `signedInScope`
 * is the common case, the signed-in customer (`401 {"message":"Unauthenticated."}`), read with `userOf(request)`.
 * The hooks are `preHandler`s, so they run where the handler's first line ran: after the body is read and after
 * the app's own hooks (the rental routes' module check), in the same order as before.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser, type AppContext } from './context';

export type RoutePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** Computes `compute(request)` once per request of `app`'s scope, before the handler; the accessor reads it. */
export function perRequest<T>(app: FastifyInstance, compute: (request: FastifyRequest) => T): (request: FastifyRequest) => T {
  const values = new WeakMap<FastifyRequest, { value: T }>();
  app.addHook('preHandler', async (request) => {
    values.set(request, { value: compute(request) });
  });
  return (request) => {
    const entry = values.get(request);
    if (entry === undefined) throw new Error(`${request.routeOptions.url ?? request.url} is not registered in the scope that computes this value`);
    return entry.value;
  };
}

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
