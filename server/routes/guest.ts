/** `POST /auth/guest/request`: a new guest id (guests live in their own table; ids may equal user ids). */
import type { FastifyInstance } from 'fastify';
import { inputOf } from '../http/input';
import type { AppContext } from '../http/context';

export function registerGuestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v1/auth/guest/request', (request) => {
    const token = inputOf(request).fcm_token;
    const result = ctx.db.prepare('INSERT INTO guests (fcm_token, created_at) VALUES (?, ?)').run(typeof token === 'string' ? token.slice(0, 500) : null, ctx.now().toISOString());
    return { message: 'guest verified', guest_id: Number(result.lastInsertRowid) };
  });
}
