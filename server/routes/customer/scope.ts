/**
 * The scope the auth and customer routes are registered in. A `multipart/form-data` request without a
 * usable boundary cannot be parsed at all (the multipart parser throws before any handler runs), so it is
 * refused here first with the app's unreadable-body envelope instead of failing as a server error.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';

const unreadable = () => new ApiError(400, { errors: [{ code: 'body', message: 'The request body could not be read.' }] });

export function refuseUnreadableMultipart(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'];
  const text = (Array.isArray(type) ? type[0] : type) ?? '';
  if (/^\s*multipart\/form-data/i.test(text) && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(text)) return Promise.reject(unreadable());
  return Promise.resolve();
}

/** Registers routes in a child scope with the guard above as an `onRequest` hook. */
export function guardedScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.addHook('onRequest', refuseUnreadableMultipart);
    register(scope);
  });
}
