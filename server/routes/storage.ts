/**
 * `GET /storage/:kind/:file.svg`: every image the API points to is composed here from bundled Fluent Emoji
 * illustrations (see services/images), so `*_full_url` fields work offline and behind any host, and no
 * external host is ever involved. The same path always gives the same bytes: answers carry a long max-age
 * and an ETag (a revalidation after expiry costs a 304).
 */
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { renderPicture } from '../services/images/render';

export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

export function registerStorageRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    await scope.register(etag);
    scope.get<{ Params: { kind: string; file: string } }>('/storage/:kind/:file', (request, reply) => {
      const { kind, file } = request.params;
      if (!/^[a-z][a-z-]{1,19}$/.test(kind) || !/^[\w.-]{1,80}\.svg$/.test(file)) return reply.status(404).send({ message: 'Not Found' });
      const svg = renderPicture(ctx.db, kind, file.slice(0, -'.svg'.length));
      return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).type('image/svg+xml; charset=utf-8').send(svg);
    });
  });
}
