/** `POST /auth/guest/request`: a new guest id (services/auth/guests.ts). New ids per client address are limited (http/rate-limits.ts). */
import type { FastifyInstance } from 'fastify';
import { inputOf } from '../../http/input';
import type { AppContext } from '../../http/context';
import { newGuest } from '../../services/auth/guests';

export function registerGuestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v1/auth/guest/request', (request) => {
    const token = inputOf(request).fcm_token;
    return { message: 'guest verified', guest_id: newGuest(ctx.db, typeof token === 'string' ? token.slice(0, 500) : null, ctx.now()) };
  });
}
