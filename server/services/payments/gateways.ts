/**
 * The digital payment gateways the config lists (`active_payment_method_list`) and the reference payment
 * page offers. No gateway is ever contacted: the page stands in for all of them.
 */
export const GATEWAYS = [
  { gateway: 'stripe', gateway_title: 'Card (Stripe)' },
  { gateway: 'paypal', gateway_title: 'PayPal' },
] as const;

export const isGateway = (key: unknown) => GATEWAYS.some((gateway) => gateway.gateway === key);
