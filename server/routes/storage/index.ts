/**
 * `GET /storage/:kind/:file.webp` (what the API's picture URLs name) and `GET /storage/:kind/:file.svg`: every
 * image the API points to is composed here from bundled Fluent Emoji illustrations (see services/images), so
 * `*_full_url` fields work offline and behind any host, and no external host is ever involved. The `.webp`
 * form is the composition drawn as a raster (services/images/raster.ts). The same path always gives the same
 * bytes: answers carry a long max-age and an ETag (a revalidation after expiry costs a 304). A name the
 * database has no picture for is a 404, answered before anything is composed or drawn.
 */
import etag from '@fastify/etag';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context';
import type { RoutePlugin } from '../../http/route-scope';
import { PictureBusy, pictureCacheDir, rasterPicture } from '../../services/images/raster';
import { renderPicture } from '../../services/images/render';
import { isStoredPicture } from '../../services/images/stored';

export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

/** A generated picture's file name: its name, then the form asked for. */
export const PICTURE_FILE = /^([\w.-]{1,80})\.(svg|webp)$/;

/**
 * Answers a generated picture in the form its file name asks for: the vector, or the raster drawn from it
 * (kept in the database's own picture folder, counted against the client's drawing budget).
 */
export async function sendPicture(request: FastifyRequest, reply: FastifyReply, db: AppContext['db'], svg: string, format: string | undefined): Promise<FastifyReply> {
  reply.header('Cache-Control', IMAGE_CACHE_CONTROL);
  if (format === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(svg);
  const raster = await rasterPicture(svg, { dir: pictureCacheDir(db.name), address: request.ip }).catch((error: unknown) => {
    if (!(error instanceof PictureBusy)) request.log.error({ err: error }, 'Could not draw a picture');
    return null;
  });
  if (raster) return reply.type('image/webp').send(raster);
  // A picture that could not be drawn now (busy, or failing) is still shown, as the vector it was drawn from,
  // but not kept: the next visit gets the raster.
  return reply.header('Cache-Control', 'no-cache').type('image/svg+xml; charset=utf-8').send(svg);
}

/** The generated pictures, one plugin (with ETags in its scope). */
export const storageRoutes: RoutePlugin = async (app, { ctx }) => {
  await app.register(etag);
  app.get<{ Params: { kind: string; file: string } }>('/storage/:kind/:file', (request, reply) => {
    const { kind, file } = request.params;
    const [, name, format] = PICTURE_FILE.exec(file) ?? [];
    if (!/^[a-z][a-z-]{1,19}$/.test(kind) || !name || !isStoredPicture(ctx.db, kind, name)) return reply.status(404).send({ message: 'Not Found' });
    return sendPicture(request, reply, ctx.db, renderPicture(ctx.db, kind, name), format);
  });
};
