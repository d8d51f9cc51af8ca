/**
 * Orders a customer or guest has placed: `customer/order/list` (finished), `running-orders`, `details` (the
 * lines) and `track` (one order with its store and rider), each for the owner only (contract-marketplace
 * §M5.4). Orders move along their clock before they are shown.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearer, type AppContext } from '../../http/context';
import { callerOf, callerScope } from '../../http/route-scope';
import { errorList } from '../../http/errors';
import { inputOf, pageOf, paginated, parseJsonArray, parseJsonObject, validate } from '../../http/input';
import { operatorOffsetMinutes } from '../../services/catalog/clock';
import { scopeOf, type Scope } from '../../services/catalog/scope';
import { imagePaths } from '../../services/images/paths';
import { advanceOrders, orderJson, ownOrder, type OrderRow } from '../../services/orders/history';
import { liveOrders, orderLines, pageOfOrders } from '../../services/orders/lists';
import { orderSettings } from '../../services/orders/settings';

/** Every route here is the owner's, a customer or a guest: the scope finds the caller once per request. */
export function registerOrderHistoryRoutes(parent: FastifyInstance, ctx: AppContext): void {
  void parent.register(async (app) => orderHistoryRoutes(app, ctx));
}

function orderHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  callerScope(app, ctx);
  const advance = (scope: Scope, rows: OrderRow[]) => advanceOrders(ctx.db, rows, scope.now, operatorOffsetMinutes(scope.now, orderSettings(ctx.db).timeZone));

  const listOf = (finished: boolean) => (request: FastifyRequest) => {
    const caller = callerOf(request);
    const input = inputOf(request);
    const page = pageOf(input, 10);
    const scope = scopeOf(ctx, request, null);
    advance(scope, liveOrders(ctx.db, caller));
    const { total, rows } = pageOfOrders(ctx.db, caller, finished, page);
    return paginated('orders', page, total, rows.map((row) => orderJson(scope, row, 'list')));
  };
  app.get('/api/v1/customer/order/list', listOf(true));
  app.get('/api/v1/customer/order/running-orders', listOf(false));

  app.get('/api/v1/customer/order/details', (request) => {
    const caller = callerOf(request);
    const input = inputOf(request);
    validate(input, { order_id: ['required', 'integer'] });
    const scope = scopeOf(ctx, request, null);
    const [order] = advance(scope, [ownOrder(ctx.db, caller, input.order_id)]) as [OrderRow];
    const lines = orderLines(ctx.db, order.id);
    if (lines.length === 0) {
      // A parcel or a prescription has no lines: the order itself, as the backend answers.
      if (order.prescription_order === 1 || order.order_type === 'parcel') return orderJson(scope, order, 'track');
      throw errorList(404, 'order', 'not found');
    }
    return lines.map((line, index) => {
      const details = parseJsonObject(line.item_details) ?? {};
      const itemId = Number(line.item_id ?? details.item_id ?? 0);
      const image = line.item_campaign_id ? imagePaths.campaign(Number(line.item_campaign_id)) : imagePaths.item(itemId, 1);
      return {
        ...line,
        variation: parseJsonArray(line.variation) ?? [],
        add_ons: parseJsonArray(line.add_ons) ?? [],
        item_details: details,
        tax_status: order.tax_status,
        discount_percentage: 0,
        discount_on_product_by: 'vendor',
        addon_discount: 0,
        image_full_url: scope.image(image),
        images_full_url: [scope.image(image)],
        ...(index === 0 ? { is_guest: order.is_guest } : {}),
      };
    });
  });

  app.get('/api/v1/customer/order/track', (request) => {
    const caller = callerOf(request);
    const input = inputOf(request);
    const guest = bearer(request) === null;
    validate(input, { order_id: ['required', 'integer'], ...(guest ? { contact_number: ['required', 'string', { maxLength: 32 }] } : {}) });
    const scope = scopeOf(ctx, request, null);
    const [order] = advance(scope, [ownOrder(ctx.db, caller, input.order_id, guest ? input.contact_number : undefined)]) as [OrderRow];
    return orderJson(scope, order, 'track');
  });
}
