/**
 * Route registration with Laravel's method override: clients send `POST` with `_method=PUT|PATCH|DELETE` in
 * the body (or query) and expect the PUT/PATCH/DELETE handler to answer. A POST whose `_method` names a verb
 * the path does not serve gets Laravel's `405 {"message":"The POST method is not supported …"}`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageError } from './errors';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;
export type OverridableMethod = 'PUT' | 'PATCH' | 'DELETE';

/** The verb named by `_method` (body first, then query), upper-cased; null when absent. */
export function overridden(request: FastifyRequest): string | null {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const query = (request.query ?? {}) as Record<string, unknown>;
  const value = body._method ?? query._method;
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;
}

const unsupported = (method: string, allowed: string[]) =>
  messageError(405, `The ${method} method is not supported for this route. Supported methods: ${allowed.join(', ')}.`);

/** What a POST dispatching on `_method` serves, kept in its route's config for `methodOverrideCheck`. */
interface OverrideConfig {
  overridable?: readonly ('POST' | OverridableMethod)[];
}

/**
 * Registers the handlers of one path: each verb at its own method, and a POST that dispatches on `_method`
 * (to the POST handler when there is no override and one was given).
 */
export function overridableRoutes(app: FastifyInstance, url: string, handlers: Partial<Record<'POST' | OverridableMethod, Handler>>): void {
  const verbs = Object.keys(handlers) as ('POST' | OverridableMethod)[];
  for (const verb of verbs) if (verb !== 'POST') app.route({ method: verb, url, handler: handlers[verb] as Handler });
  app.route({
    method: 'POST',
    url,
    config: { overridable: verbs } as OverrideConfig,
    handler: (request, reply) => {
      const verb = (overridden(request) ?? 'POST') as 'POST' | OverridableMethod;
      const handler = handlers[verb];
      if (!handler) throw unsupported(verb === 'POST' ? 'POST' : verb, verbs);
      return handler(request, reply);
    },
  });
}

/**
 * A `preHandler` for the whole app: a POST naming a verb its path does not serve is refused (405) before any
 * domain scope looks for the caller, the module or the zones, as when the handler itself dispatched first.
 */
export async function methodOverrideCheck(request: FastifyRequest): Promise<void> {
  const verbs = (request.routeOptions.config as OverrideConfig | undefined)?.overridable;
  if (request.method !== 'POST' || verbs === undefined) return;
  const verb = (overridden(request) ?? 'POST') as 'POST' | OverridableMethod;
  if (!verbs.includes(verb)) throw unsupported(verb, [...verbs]);
}

/** Registers a PUT or DELETE route that also answers POST + `_method`. */
export function routeWithOverride(app: FastifyInstance, method: OverridableMethod, url: string, handler: Handler): void {
  overridableRoutes(app, url, { [method]: handler });
}
