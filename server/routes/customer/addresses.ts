/** Saved addresses (`/api/v1/customer/address/…`, token required, contract §2.3 and §3.8). */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/route-scope';
import type { AppContext } from '../../http/context';
import { inputOf, pageOf, paginated, validate } from '../../http/input';
import { routeWithOverride } from '../../http/routing';
import { addAddress, deleteAddress, listAddresses, ownAddress, readAddress, updateAddress } from '../../services/customer/addresses';

export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/customer/address/list', (request) => {
    const userId = userOf(request);
    const input = inputOf(request);
    validate(input, { limit: 'nullable|integer|min:1', offset: 'nullable|integer|min:1' });
    const page = pageOf(input, 10);
    const { total, rows } = listAddresses(ctx.db, userId, page);
    return paginated('addresses', page, total, rows);
  });

  app.post('/api/v1/customer/address/add', (request) => {
    const userId = userOf(request);
    const address = readAddress(ctx.db, inputOf(request));
    addAddress(ctx.db, userId, address, ctx.now());
    return { message: 'Successfully added!', zone_ids: address.zoneIds };
  });

  routeWithOverride(app, 'PUT', '/api/v1/customer/address/update/:id', (request) => {
    const userId = userOf(request);
    const row = ownAddress(ctx.db, userId, (request.params as { id: string }).id);
    const address = readAddress(ctx.db, inputOf(request));
    updateAddress(ctx.db, row, address, ctx.now());
    return { message: 'Successfully updated!', zone_id: address.zoneIds[0] };
  });

  routeWithOverride(app, 'DELETE', '/api/v1/customer/address/delete', (request) => {
    const userId = userOf(request);
    const input = inputOf(request);
    validate(input, { address_id: 'required' });
    deleteAddress(ctx.db, ownAddress(ctx.db, userId, input.address_id));
    return { message: 'Successfully removed!' };
  });
}
