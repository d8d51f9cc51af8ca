/** The signed-in customer's notifications (contract §M6.5): a bare array, zone header required. */
import type { FastifyInstance } from 'fastify';
import { locale, requireUser, storageUrl, zoneIds, type AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { imagePaths } from '../../services/images/paths';
import { operatorNotifications, ownNotifications } from '../../services/notifications/list';

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/customer/notifications', (request) => {
    const userId = requireUser(ctx, request);
    let zones: number[];
    try {
      zones = zoneIds(request);
    } catch {
      throw errorList(403, 'zoneId', 'Zone id is required!');
    }
    const logo = storageUrl(request, imagePaths.businessLogo());
    return [...operatorNotifications(ctx.db, zones, locale(request), () => logo), ...ownNotifications(ctx.db, userId)];
  });
}
