import { describe, expect, it } from 'vitest';
import { footerLink, menuGates } from './menu-gates';

const ALL_ON = { customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 };
const RENTAL = [{ module_type: 'grocery', status: '1' }, { module_type: 'rental', status: '1' }];

describe('menu gates', () => {
  it.each([
    ['everything on', ALL_ON, RENTAL, { wallet: true, loyalty: true, referral: true, trips: true }],
    ['wallet off hides wallet and referral', { ...ALL_ON, customer_wallet_status: 0 }, RENTAL, { wallet: false, loyalty: true, referral: false, trips: true }],
    ['loyalty off', { ...ALL_ON, loyalty_point_status: 0 }, RENTAL, { wallet: true, loyalty: false, referral: true, trips: true }],
    ['referral earning off', { ...ALL_ON, ref_earning_status: 0 }, RENTAL, { wallet: true, loyalty: true, referral: false, trips: true }],
    ['flags as text and booleans', { customer_wallet_status: '1', loyalty_point_status: true, ref_earning_status: '0' }, RENTAL, { wallet: true, loyalty: true, referral: false, trips: true }],
    ['no rental module in the zone', ALL_ON, [{ module_type: 'grocery', status: '1' }], { wallet: true, loyalty: true, referral: true, trips: false }],
    ['rental module disabled', ALL_ON, [{ module_type: 'rental', status: '0' }], { wallet: true, loyalty: true, referral: true, trips: false }],
    ['modules not known yet', ALL_ON, undefined, { wallet: true, loyalty: true, referral: true, trips: true }],
    ['no config yet hides the features', undefined, RENTAL, { wallet: false, loyalty: false, referral: false, trips: true }],
  ])('%s', (_name, config, modules, gates) => expect(menuGates(config, modules)).toEqual(gates));

  it.each([
    [true, true, 'link'],
    [true, false, 'sign-in'],
    [false, true, 'hidden'],
    [false, false, 'hidden'],
  ] as const)('footer link: feature %s, signed in %s → %s', (enabled, signedIn, link) => expect(footerLink(enabled, signedIn)).toBe(link));
});
