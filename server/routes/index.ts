/**
 * Every API route, one Fastify plugin per domain folder (`routes/<domain>/index.ts`, see http/route-scope.ts),
 * each registered here the one way, on one app behind the rental routes' module check and the method-override
 * check (a POST naming a verb its path does not serve is a 405 before any scope hook runs).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { rentalModuleCheck } from '../http/module-check';
import type { RoutePlugin } from '../http/route-scope';
import { methodOverrideCheck } from '../http/routing';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { configRoutes } from './config';
import { couponRoutes } from './coupons';
import { customerRoutes } from './customer';
import { mapRoutes } from './maps';
import { orderRoutes } from './orders';
import { parcelRoutes } from './parcel';
import { registrationRoutes } from './registration';
import { itemCartRoutes } from './item-cart';
import { messageRoutes } from './messages';
import { notificationRoutes } from './notifications';
import { paymentRoutes } from './payments';
import { rentalRoutes } from './rental';
import { walletRoutes } from './wallet';
import { wishlistRoutes } from './wishlist';
import { storageRoutes } from './storage';
import { installTestClock, testRoutes } from './test-hooks';
import { zoneRoutes } from './zones';

const DOMAINS: RoutePlugin[] = [
  configRoutes,
  zoneRoutes,
  mapRoutes,
  authRoutes,
  customerRoutes,
  wishlistRoutes,
  walletRoutes,
  notificationRoutes,
  messageRoutes,
  catalogRoutes,
  couponRoutes,
  registrationRoutes,
  itemCartRoutes,
  orderRoutes,
  paymentRoutes,
  parcelRoutes,
  rentalRoutes,
  storageRoutes,
];

export function registerRoutes(app: FastifyInstance, ctx: AppContext, options: { enableTestRoutes: boolean; afterReset?: () => void; testClockStart?: string }): void {
  app.addHook('preHandler', rentalModuleCheck(ctx));
  app.addHook('preHandler', methodOverrideCheck);
  for (const domain of DOMAINS) void app.register(domain, { ctx });
  // The test clock is on the app's context before anything else reads the time.
  if (options.enableTestRoutes) void app.register(testRoutes, { ctx, clock: installTestClock(ctx, options.testClockStart), afterReset: options.afterReset });
}
