/**
 * How a domain's routes are registered: each `routes/<domain>/` folder is one Fastify plugin (`RoutePlugin`,
 * registered as `app.register(plugin, { ctx })`), and what its handlers would each repeat is done once by a hook
 * of its scope. `perRequest(app, compute)` computes a value for every request of the scope before its handler
 * runs (a failure answers as the handler's would have) and gives the handlers the accessor; `signedInScope`
 * is the common case, the signed-in customer (`401 {"message":"Unauthenticated."}`), read with `userOf(request)`;
 * `callerScope` the customer or guest (`apiGuestCheck`), read with `callerOf(request)`.
 * The hooks are `preHandler`s, so they run where the handler's first line ran: after the body is read and after
 * the app's own hooks (the rental routes' module check), in the same order as before.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireCaller, requireUser, type AppContext, type Caller } from './context';

export type RoutePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** Values kept per request for a scope's handlers: `hook` adds the hook computing one, `read` gives it to a handler. */
function requestValues<T>(scopeName: string) {
  const values = new WeakMap<FastifyRequest, { value: T }>();
  return {
    hook(app: FastifyInstance, compute: (request: FastifyRequest) => T): void {
      app.addHook('preHandler', async (request) => {
        values.set(request, { value: compute(request) });
      });
    },
    read(request: FastifyRequest): T {
      const entry = values.get(request);
      if (entry === undefined) throw new Error(`${request.routeOptions.url ?? request.url} is not registered in ${scopeName}`);
      return entry.value;
    },
  };
}

/** Computes `compute(request)` once per request of `app`'s scope, before the handler; the accessor reads it. */
export function perRequest<T>(app: FastifyInstance, compute: (request: FastifyRequest) => T): (request: FastifyRequest) => T {
  const values = requestValues<T>('the scope that computes this value');
  values.hook(app, compute);
  return values.read;
}

const users = requestValues<number>('a signed-in scope');
const callers = requestValues<Caller>('a caller scope');

/** Every route of `app`'s scope answers only a signed-in customer (`auth:api`). */
export function signedInScope(app: FastifyInstance, ctx: AppContext): void {
  users.hook(app, (request) => requireUser(ctx, request));
}

/** The signed-in customer of a route in a `signedInScope`. */
export const userOf = users.read;

/** Every route of `app`'s scope answers a signed-in customer or a guest (`apiGuestCheck`). */
export function callerScope(app: FastifyInstance, ctx: AppContext): void {
  callers.hook(app, (request) => requireCaller(ctx, request));
}

/** The customer or guest of a route in a `callerScope`. */
export const callerOf = callers.read;
