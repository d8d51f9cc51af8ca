/**
 * Route registration helpers: JSON answers with explicit status, and the method override clients use
 * (`POST` with `_method=PUT|DELETE` in the body or query reaches the PUT/DELETE handler).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export function overridden(request: FastifyRequest): string | null {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const query = (request.query ?? {}) as Record<string, unknown>;
  const value = body._method ?? query._method;
  return typeof value === 'string' ? value.toUpperCase() : null;
}

/** Registers a PUT or DELETE route that also answers POST + `_method`. */
export function routeWithOverride(app: FastifyInstance, method: 'PUT' | 'DELETE', url: string, handler: Handler): void {
  app.route({ method, url, handler });
  app.route({
    method: 'POST',
    url,
    handler: (request, reply) => {
      if (overridden(request) !== method) throw notFound();
      return handler(request, reply);
    },
  });
}
