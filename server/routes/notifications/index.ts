/** The signed-in customer's notifications (contract §M6.5): a bare array, zone header required. */
import { customerZoneIds, locale, storageUrl } from '../../http/context';
import { signedInScope, userOf, type RoutePlugin } from '../../http/route-scope';
import { imagePaths } from '../../services/images/paths';
import { operatorNotifications, ownNotifications } from '../../services/notifications/list';

export const notificationRoutes: RoutePlugin = async (app, { ctx }) => {
  signedInScope(app, ctx);
  app.get('/api/v1/customer/notifications', (request) => {
    const userId = userOf(request);
    const zones = customerZoneIds(request);
    const logo = storageUrl(request, imagePaths.businessLogo());
    return [...operatorNotifications(ctx.db, zones, locale(request), () => logo), ...ownNotifications(ctx.db, userId)];
  });
};
