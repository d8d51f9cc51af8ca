/**
 * Every API route, one Fastify plugin per domain (`routes/<domain>/index.ts`, see http/route-scope.ts),
 * registered on one app behind the rental routes' module check.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { rentalModuleCheck } from '../http/module-check';
import type { RoutePlugin } from '../http/route-scope';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { configRoutes } from './config';
import { couponRoutes } from './coupons';
import { customerRoutes } from './customer';
import { mapRoutes } from './maps';
import { orderRoutes } from './orders';
import { parcelRoutes } from './parcel';
import { registrationRoutes } from './registration';
import { rentalCartRoutes } from './rental/cart';
import { rentalCatalogRoutes } from './rental/catalog';
import { rentalTripRoutes } from './rental/trips';
import { storageRoutes } from './storage';
import { installTestClock, testRoutes } from './test-hooks';
import { zoneRoutes } from './zones';

const DOMAINS: RoutePlugin[] = [
  configRoutes,
  zoneRoutes,
  mapRoutes,
  authRoutes,
  customerRoutes,
  catalogRoutes,
  couponRoutes,
  registrationRoutes,
  orderRoutes,
  parcelRoutes,
  rentalCatalogRoutes,
  rentalCartRoutes,
  rentalTripRoutes,
  storageRoutes,
];

export function registerRoutes(app: FastifyInstance, ctx: AppContext, options: { enableTestRoutes: boolean; afterReset?: () => void; testClockStart?: string }): void {
  app.addHook('preHandler', rentalModuleCheck(ctx));
  for (const domain of DOMAINS) void app.register(domain, { ctx });
  // The test clock is on the app's context before anything else reads the time.
  if (options.enableTestRoutes) void app.register(testRoutes, { ctx, clock: installTestClock(ctx, options.testClockStart), afterReset: options.afterReset });
}
