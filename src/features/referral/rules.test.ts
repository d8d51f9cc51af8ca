import { describe, expect, it } from 'vitest';
import { referralRules } from './rules';

const SEEDED = {
  ref_earning_status: 1,
  ref_earning_exchange_rate: 20,
  customer_wallet_status: 1,
  new_customer_discount_status: 0,
  new_customer_discount_amount: 0,
  new_customer_discount_amount_type: 'amount',
  new_customer_discount_amount_validity: 0,
  new_customer_discount_validity_type: 'day',
};

describe('referral rules from the config', () => {
  it.each([
    ['the seeded config: the referrer earns 20, no new-customer discount', SEEDED, { enabled: true, referrerEarns: 20, newCustomer: null }],
    ['referral earning off', { ...SEEDED, ref_earning_status: 0 }, { enabled: false, referrerEarns: 0, newCustomer: null }],
    ['the wallet off (the reward has nowhere to go)', { ...SEEDED, customer_wallet_status: '0' }, { enabled: false, referrerEarns: 0, newCustomer: null }],
    [
      'a 15% first-order discount for 30 days',
      { ...SEEDED, new_customer_discount_status: '1', new_customer_discount_amount: '15', new_customer_discount_amount_type: 'percentage', new_customer_discount_amount_validity: 30 },
      { enabled: true, referrerEarns: 20, newCustomer: { amount: 15, type: 'percentage', validity: 30, unit: 'day' } },
    ],
    ['a discount switched on with no amount', { ...SEEDED, new_customer_discount_status: 1 }, { enabled: true, referrerEarns: 20, newCustomer: null }],
    ['garbage values', { ref_earning_status: 'yes', ref_earning_exchange_rate: 'lots' }, { enabled: false, referrerEarns: 0, newCustomer: null }],
  ])('%s', (_case, config, expected) => {
    expect(referralRules(config)).toEqual(expected);
  });
});
