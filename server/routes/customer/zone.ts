/**
 * `GET customer/update-zone` (contract §M6.7): remembers the customer's zone from the `zoneId` header and
 * answers `[]`. The backend casts the JSON-array header to an integer (so it stores 0); this server stores
 * the first zone of the header, which is what the header means.
 */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../http/route-scope';
import { customerZoneIds, type AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { setCustomerZone } from '../../services/customer/account';
import { zoneExists } from '../../services/zones/zones';

export function registerZoneUpdateRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/customer/update-zone', (request) => {
    const userId = userOf(request);
    const zones = customerZoneIds(request);
    const zone = zones.find((id) => zoneExists(ctx.db, id));
    if (zone === undefined) throw errorList(403, 'zoneId', 'Zone not found.');
    setCustomerZone(ctx.db, userId, zone);
    return [];
  });
}
