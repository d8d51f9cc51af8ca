/**
 * The profile form (`POST`/`PUT /api/v1/customer/update-profile`, multipart or JSON) and the uploaded
 * pictures it stores (`GET /storage/user/<file>`). Other `/storage/user/*.svg` and `*.webp` paths keep the
 * generated avatar, so `image_full_url` works with or without an upload.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearer, requireUser, type AppContext } from '../../http/context';
import { messageError } from '../../http/errors';
import { inputOf } from '../../http/input';
import { overridden } from '../../http/routing';
import { renderPicture } from '../../services/images/render';
import { isStoredPicture } from '../../services/images/stored';
import { MAX_IMAGE_BYTES, updateProfile, userImage, VerificationAnswer } from '../../services/customer/profile';
import { IMAGE_CACHE_CONTROL, PICTURE_FILE, sendPicture } from '../storage';

/**
 * Uploads larger than the limit are cut one byte past it instead of failing the whole request, so the
 * handler can answer the contract's `403 errors[{code:"image"}]` rather than a generic 413.
 */
const PROFILE_MULTIPART = { limits: { fileSize: MAX_IMAGE_BYTES + 1 }, throwFileSizeLimit: false } as NonNullable<FastifyRequest['routeOptions']['config']['multipartOptions']>;

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const update = async (request: FastifyRequest, reply: FastifyReply) => {
    const verb = overridden(request);
    if (request.method === 'POST' && verb !== null && verb !== 'PUT' && verb !== 'POST') {
      throw messageError(405, `The ${verb} method is not supported for this route. Supported methods: POST, PUT.`);
    }
    const userId = requireUser(ctx, request);
    const answer = await updateProfile(ctx.db, userId, inputOf(request), ctx.now(), bearer(request));
    if (answer instanceof VerificationAnswer) return reply.status(answer.status).send(answer.body);
    return answer;
  };
  app.route({ method: ['POST', 'PUT'], url: '/api/v1/customer/update-profile', config: { multipartOptions: PROFILE_MULTIPART }, handler: update });

  app.get<{ Params: { file: string } }>('/storage/user/:file', (request, reply) => {
    const { file } = request.params;
    if (/^[a-f0-9]{24}\.(jpg|png|gif)$/.test(file)) {
      const image = userImage(ctx.db, file);
      if (!image) return reply.status(404).send({ message: 'Not Found' });
      return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).header('X-Content-Type-Options', 'nosniff').type(image.mime_type).send(image.data);
    }
    const [, name, format] = PICTURE_FILE.exec(file) ?? [];
    if (!name || !isStoredPicture(ctx.db, 'user', name)) return reply.status(404).send({ message: 'Not Found' });
    return sendPicture(request, reply, ctx.db, renderPicture(ctx.db, 'user', name), format);
  });
}
