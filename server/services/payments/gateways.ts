/**
 * The digital payment gateways the config lists (`active_payment_method_list`) and the reference payment
 * page offers. No gateway is ever contacted: the page stands in for all of them, so it is offered only in
 * demo mode (`DEMO_MODE`, mirrored into the `demo` setting). Outside demo mode this server has no gateway
 * configured, so it offers no digital method at all: the config lists none, wallet top-ups and digital
 * orders are refused, and the page does not exist.
 */
import type { Db } from '../../db/connection';
import { truthy } from '../../http/input';
import { setting } from '../../http/settings';

export const GATEWAYS = [
  { gateway: 'stripe', gateway_title: 'Card (Stripe)' },
  { gateway: 'paypal', gateway_title: 'PayPal' },
] as const;

export type Gateway = (typeof GATEWAYS)[number];

/** The gateways offered, given the `demo` setting's value. */
export const gatewaysOffered = (demo: unknown): readonly Gateway[] => (truthy(demo) ? GATEWAYS : []);

/** The gateways offered now; empty outside demo mode. */
export const offeredGateways = (db: Db): readonly Gateway[] => gatewaysOffered(setting(db, 'demo', false));

/** Whether the reference payment page is open (demo mode only). */
export const paymentPageOpen = (db: Db): boolean => offeredGateways(db).length > 0;

export const isGateway = (db: Db, key: unknown): boolean => offeredGateways(db).some((gateway) => gateway.gateway === key);
