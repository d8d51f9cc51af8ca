/** Customer routes (`/api/v1/customer/…`, token required): profile info and sign-out. */
import type { FastifyInstance } from 'fastify';
import { header, requireUser, storageUrl, type AppContext } from '../http/context';
import { revokeToken } from '../services/auth';

export function registerCustomerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/customer/info', (request) => {
    const userId = requireUser(ctx, request);
    // As the contract's backend does: without X-localization the answer is 200 with an errors list.
    if (!header(request, 'x-localization')) return { errors: [{ code: 'X-localization', message: 'X-localization header is required' }] };
    const user = ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as Record<string, unknown> & { id: number; module_ids: string; interest: string; image: string | null };
    const orders = ctx.db.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ? AND is_guest = 0').get(userId) as { n: number };
    const { password: _password, interest, ...visible } = user;
    return {
      ...visible,
      image_full_url: storageUrl(request, user.image ? `user/${user.image}` : `user/${user.id}.svg`),
      order_count: orders.n,
      member_since_days: Math.max(0, Math.floor((ctx.now().getTime() - new Date(String(user.created_at)).getTime()) / 86_400_000)),
      selected_modules_for_interest: JSON.parse(user.module_ids) as unknown,
      interest_ids: JSON.parse(interest) as unknown,
      is_valid_for_discount: false,
      discount_amount: 0,
      discount_amount_type: '',
      validity: '',
      userinfo: null,
      storage: [],
    };
  });

  app.post('/api/v1/auth/logout', (request) => {
    requireUser(ctx, request);
    const token = /^Bearer\s+(.+)$/i.exec(header(request, 'authorization') ?? '')?.[1];
    if (token) revokeToken(ctx.db, token);
    return { message: 'Logged out successfully' };
  });
}
