/**
 * Which of the customer's pages the profile menu and the footer offer (spec §6): wallet, loyalty points and
 * referral only while their feature is on (referral also needs the wallet, where its reward goes), trips
 * only while the zone has an active rental module. The footer's wallet and loyalty links ask a guest to
 * sign in instead of leading to a page they cannot open.
 */
export interface GateConfig {
  customer_wallet_status?: unknown;
  loyalty_point_status?: unknown;
  ref_earning_status?: unknown;
}

export interface GateModule {
  module_type: string;
  status?: string | number | null;
}

export interface MenuGates {
  wallet: boolean;
  loyalty: boolean;
  referral: boolean;
  trips: boolean;
}

const on = (value: unknown) => value === 1 || value === '1' || value === true;

/** A module list not known yet (no zone, still loading) hides nothing it may contain. */
export function menuGates(config: GateConfig | undefined, modules: readonly GateModule[] | undefined): MenuGates {
  const wallet = on(config?.customer_wallet_status);
  const rental = modules === undefined || modules.some((module) => module.module_type === 'rental' && module.status !== '0' && module.status !== 0);
  return { wallet, loyalty: on(config?.loyalty_point_status), referral: wallet && on(config?.ref_earning_status), trips: rental };
}

export type FooterLink = 'link' | 'sign-in' | 'hidden';

export function footerLink(enabled: boolean, signedIn: boolean): FooterLink {
  if (!enabled) return 'hidden';
  return signedIn ? 'link' : 'sign-in';
}
