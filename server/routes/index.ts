/** Every API route group, registered on one app. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { rentalModuleCheck } from '../http/module-check';
import { registerAuthRoutes } from './auth';
import { registerCatalogRoutes } from './catalog';
import { registerConfigRoutes } from './config';
import { registerCouponRoutes } from './coupons';
import { customerRoutes } from './customer';
import { registerGeoRoutes } from './zones';
import { registerGuestRoutes } from './auth/guest';
import { registerRegistrationRoutes } from './registration';
import { registerOrderRoutes } from './orders';
import { registerParcelRoutes } from './parcel';
import { rentalCartRoutes } from './rental/cart';
import { registerRentalPublicRoutes } from './rental/catalog';
import { registerRentalTripRoutes } from './rental/trips';
import { registerStorageRoutes } from './storage';
import { registerTestRoutes } from './test-hooks';

export function registerRoutes(app: FastifyInstance, ctx: AppContext, options: { enableTestRoutes: boolean; afterReset?: () => void; testClockStart?: string }): void {
  app.addHook('preHandler', rentalModuleCheck(ctx));
  registerConfigRoutes(app, ctx);
  registerGeoRoutes(app, ctx);
  registerGuestRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  void app.register(customerRoutes, { ctx });
  registerCatalogRoutes(app, ctx);
  registerCouponRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerParcelRoutes(app, ctx);
  registerRentalPublicRoutes(app, ctx);
  void app.register(rentalCartRoutes, { ctx });
  registerRentalTripRoutes(app, ctx);
  registerStorageRoutes(app, ctx);
  if (options.enableTestRoutes) registerTestRoutes(app, ctx, { afterReset: options.afterReset, clockStart: options.testClockStart });
}
