/**
 * Item orders end to end: the cart, checkout, order history and tracking, actions on an order, order files
 * (prescriptions and refund pictures, by unguessable name), and the reference payment page.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerCartRoutes } from '../item-cart';
import { registerOrderActionRoutes } from './actions';
import { registerOrderHistoryRoutes } from './history';
import { registerCheckoutRoutes } from './checkout';
import { guardedScope } from '../customer/scope';
import { registerPaymentPageRoutes } from '../payments';
import { IMAGE_CACHE_CONTROL } from '../storage';
import { orderFile } from '../../services/orders/lists';

export function registerOrderRoutes(root: FastifyInstance, ctx: AppContext): void {
  guardedScope(root, (app) => {
    registerCartRoutes(app, ctx);
    registerCheckoutRoutes(app, ctx);
    registerOrderHistoryRoutes(app, ctx);
    registerOrderActionRoutes(app, ctx);
    registerPaymentPageRoutes(app, ctx);
    app.get<{ Params: { file: string } }>('/storage/order/:file', (request, reply) => {
      const { file } = request.params;
      const row = /^[a-f0-9]{24}\.(jpg|png|gif)$/.test(file) ? orderFile(ctx.db, file) : undefined;
      if (!row) return reply.status(404).send({ message: 'Not Found' });
      return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).header('X-Content-Type-Options', 'nosniff').type(row.mime_type).send(row.data);
    });
  });
}
