/**
 * `GET /storage/:kind/:file.svg`: every image the API points to is generated here as a small deterministic
 * SVG (see services/images), so `*_full_url` fields work offline and behind any host, and no external
 * host is ever involved. Long-lived cache headers: the same path always renders the same picture.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { imageSubject } from '../services/images/subjects';
import { renderSvg } from '../services/images/svg';

export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

export function registerStorageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { kind: string; file: string } }>('/storage/:kind/:file', (request, reply) => {
    const { kind, file } = request.params;
    if (!/^[a-z][a-z-]{1,19}$/.test(kind) || !/^[\w.-]{1,80}\.svg$/.test(file)) return reply.status(404).send({ message: 'Not Found' });
    const svg = renderSvg(imageSubject(ctx.db, kind, file.slice(0, -'.svg'.length)));
    return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).type('image/svg+xml; charset=utf-8').send(svg);
  });
}
