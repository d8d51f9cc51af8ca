/**
 * The contract's `module-check` route group (§1.2): every route in it needs a `moduleId` header naming an
 * active module (`403 errors[{code:"moduleId"}]` otherwise), except a fixed list of paths that are exempt
 * (the header is still honoured when sent). Patterns ending in `*` match by prefix, others exactly.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { moduleOf, type AppContext, type ModuleRow } from './context';
import { errorList } from './errors';
import { routedPath } from './request-path';

export const MODULE_CHECK_EXEMPT: readonly string[] = [
  '/api/v1/customer*',
  '/api/v1/banners',
  '/api/v1/stores/get-stores/*',
  '/api/v1/coupon/list',
  '/api/v1/categories',
  '/api/v1/items/reviews/submit',
  '/api/v1/delivery-man/reviews/submit',
];

export function isModuleCheckExempt(url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
  return MODULE_CHECK_EXEMPT.some((pattern) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern));
}

/** A `preHandler` enforcing the module check for one request (exempt paths pass). */
export function moduleCheck(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!isModuleCheckExempt(routedPath(request))) moduleOf(ctx, request);
  };
}

/**
 * Registers routes inside the module-check group: `moduleCheckedGroup(app, ctx, (group) => { group.get(…) })`.
 * The hook applies only to routes declared in the callback (Fastify encapsulation).
 */
export function moduleCheckedGroup(app: FastifyInstance, ctx: AppContext, register: (group: FastifyInstance) => void): void {
  void app.register(async (group) => {
    group.addHook('preHandler', moduleCheck(ctx));
    register(group);
  });
}

export const RENTAL_PREFIX = '/api/v1/rental/';

/** The `moduleId` header naming an active rental module; any other module is refused like an unknown one. */
export function rentalModuleOf(ctx: AppContext, request: FastifyRequest): ModuleRow {
  const module = moduleOf(ctx, request);
  if (module.module_type !== 'rental') throw errorList(403, 'moduleId', 'This module does not offer vehicle rentals.');
  return module;
}

/**
 * Rental lists a web client also asks for under a store module (its coupons page asks every module's): they
 * answer an empty list there instead of the refusal, which the client would show as an error.
 */
export const RENTAL_LISTS_FOR_ANY_MODULE: ReadonlySet<string> = new Set([`${RENTAL_PREFIX}coupon/list`, `${RENTAL_PREFIX}coupon/list/all`]);

/**
 * A `preHandler` for the whole app: every rental route (`/api/v1/rental/…`) answers only for a rental module,
 * so no cart line, trip or coupon of the rental module is ever recorded or priced under another module.
 */
export function rentalModuleCheck(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const route = request.routeOptions.url;
    if (route?.startsWith(RENTAL_PREFIX) && !RENTAL_LISTS_FOR_ANY_MODULE.has(route)) rentalModuleOf(ctx, request);
  };
}
