import { describe, expect, it } from 'vitest';
import { benefitOf, lastDayOf, scopeOf } from './rules';

const base = { coupon_type: 'default', discount_type: 'percent', discount: 10, max_discount: 0, min_purchase: 50 };

describe('coupon cards', () => {
  it.each([
    [{ ...base }, { kind: 'percent', percent: 10, cap: null }],
    [{ ...base, max_discount: 25 }, { kind: 'percent', percent: 10, cap: 25 }],
    [{ ...base, discount_type: 'amount', discount: 15 }, { kind: 'amount', amount: 15 }],
    [{ ...base, coupon_type: 'free_delivery' }, { kind: 'free-delivery' }],
  ])('%j takes off %j', (coupon, benefit) => expect(benefitOf(coupon)).toEqual(benefit));

  it.each([
    [{ ...base, coupon_type: 'store_wise', data: 'Fresh Basket' }, { kind: 'store', name: 'Fresh Basket' }],
    [{ ...base, coupon_type: 'store_wise', data: '[1,2]', store: { name: 'Spice Route' } }, { kind: 'store', name: 'Spice Route' }],
    [{ ...base, coupon_type: 'store_wise', data: '[1,2]' }, { kind: 'all' }],
    [{ ...base, coupon_type: 'zone_wise', data: '[1]' }, { kind: 'zone' }],
    [{ ...base, store: { name: 'Vendor' } }, { kind: 'store', name: 'Vendor' }],
    [{ ...base, store: null }, { kind: 'all' }],
  ])('%j applies to %j', (coupon, scope) => expect(scopeOf(coupon)).toEqual(scope));

  it('reads the last day', () => {
    expect(lastDayOf({ ...base, expire_date: '2026-12-31 00:00:00' })).toBe('2026-12-31');
    expect(lastDayOf({ ...base, expire_date: null })).toBeNull();
  });
});
