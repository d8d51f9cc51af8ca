/**
 * Item orders: checkout, order history and tracking, actions on an order, and order files (prescriptions and
 * refund pictures, by unguessable name). The item cart (routes/item-cart) and the reference payment page
 * (routes/payments) are domains of their own.
 */
import type { RoutePlugin } from '../../http/route-scope';
import { registerOrderActionRoutes } from './actions';
import { registerOrderHistoryRoutes } from './history';
import { registerCheckoutRoutes } from './checkout';
import { IMAGE_CACHE_CONTROL } from '../storage';
import { orderFile } from '../../services/orders/lists';

/** The orders domain, one plugin: checkout, history, actions and order files. */
export const orderRoutes: RoutePlugin = async (app, { ctx }) => {
  registerCheckoutRoutes(app, ctx);
  registerOrderHistoryRoutes(app, ctx);
  registerOrderActionRoutes(app, ctx);
  app.get<{ Params: { file: string } }>('/storage/order/:file', (request, reply) => {
    const { file } = request.params;
    const row = /^[a-f0-9]{24}\.(jpg|png|gif)$/.test(file) ? orderFile(ctx.db, file) : undefined;
    if (!row) return reply.status(404).send({ message: 'Not Found' });
    return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).header('X-Content-Type-Options', 'nosniff').type(row.mime_type).send(row.data);
  });
};
