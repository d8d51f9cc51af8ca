import { afterEach, describe, expect, it } from 'vitest';
import { setOperatorTimeZone } from '@/lib/operator-time';
import { lineName, lineVariation, orderAmounts, type AmountRow } from './amounts';
import { formatOrderDateTime, operatorTimeOf, parseStamp, parseWallTime } from './order-dates';

const base = {
  order_amount: 0,
  store_discount_amount: 0,
  flash_admin_discount_amount: 0,
  flash_store_discount_amount: 0,
  coupon_discount_amount: 0,
  ref_bonus_amount: 0,
  total_tax_amount: 0,
  tax_status: 'excluded',
  delivery_charge: 0,
  free_delivery_by: null as string | null,
  order_type: 'delivery',
  additional_charge: 0,
  extra_packaging_amount: 0,
  dm_tips: 0,
  partially_paid_amount: 0,
  payment_status: 'unpaid',
};
const rows = (list: AmountRow[]) => list.map((row) => `${row.key}${row.deduction ? '-' : ''}${row.free ? '(free)' : ''}=${row.amount}`).join(' ');

describe('order amounts as the server charged them', () => {
  const cases: [string, Partial<typeof base>, { price: number; quantity: number; total_add_on_price: number }[], string][] = [
    [
      'the seeded burger order: store discount, tax excluded, delivery, service charge, tips',
      { order_amount: 149.63, store_discount_amount: 8.4, total_tax_amount: 6.03, delivery_charge: 8, additional_charge: 10, dm_tips: 5 },
      [{ price: 42, quantity: 2, total_add_on_price: 0 }, { price: 45, quantity: 1, total_add_on_price: 0 }],
      'items=129 subtotal=129 discount-=8.4 tax=6.03 deliveryFee=8 additionalCharge=10 tips=5 total=149.63',
    ],
    [
      'add-ons, coupon, flash sale and referral, tax included, free delivery',
      { order_amount: 31.5, coupon_discount_amount: 3, flash_admin_discount_amount: 0.1, flash_store_discount_amount: 0.2, ref_bonus_amount: 2, total_tax_amount: 1.5, tax_status: 'included', free_delivery_by: 'admin' },
      [{ price: 12.5, quantity: 2, total_add_on_price: 4.5 }, { price: 0.1, quantity: 3, total_add_on_price: 0 }],
      'items=25.3 addOns=4.5 subtotal=29.8 discount-=0.3 coupon-=3 referral-=2 taxIncluded=1.5 deliveryFee(free)=0 total=31.5',
    ],
    ['take-away has no delivery line; packaging shows', { order_amount: 20, order_type: 'take_away', extra_packaging_amount: 2 }, [{ price: 18, quantity: 1, total_add_on_price: 0 }], 'items=18 subtotal=18 extraPackaging=2 total=20'],
    ['partly paid by wallet, the rest due', { order_amount: 50, partially_paid_amount: 20.5, delivery_charge: 5 }, [{ price: 45, quantity: 1, total_add_on_price: 0 }], 'items=45 subtotal=45 deliveryFee=5 total=50 paidByWallet=20.5 due=29.5'],
    ['partly paid and settled: nothing due', { order_amount: 50, partially_paid_amount: 20, payment_status: 'paid', delivery_charge: 5 }, [{ price: 45, quantity: 1, total_add_on_price: 0 }], 'items=45 subtotal=45 deliveryFee=5 total=50 paidByWallet=20'],
    ['a prescription order without lines shows its charges and total', { order_amount: 12, delivery_charge: 12 }, [], 'deliveryFee=12 total=12'],
  ];
  it.each(cases)('%s', (_name, order, lines, expected) => {
    expect(rows(orderAmounts({ ...base, ...order }, lines))).toBe(expected);
  });
});

describe('what a line reads as', () => {
  const cases: [string, unknown[], string, string][] = [
    ['food groups with values as objects', [{ name: 'Size', values: [{ label: 'Large', optionPrice: 5 }] }, { name: 'Extras', values: [{ label: 'Cheese' }, { label: 'Onion' }] }], '', 'Size: Large | Extras: Cheese, Onion'],
    ['food groups as the cart sends them, empty groups left out', [{ name: 'Size', values: { label: ['Small'] } }, { name: 'Sauce', values: { label: [] } }], '', 'Size: Small'],
    ['another module\'s combination', [{ type: 'Large-Red', price: 300, stock: 4 }], 'Large-Red', 'Large-Red'],
    ['only the variant text', [], 'Blue', 'Blue'],
    ['nothing chosen, junk ignored', [null, 3, 'x', { type: '' }], '', ''],
  ];
  it.each(cases)('%s', (_name, variation, variant, expected) => {
    expect(lineVariation({ variation, variant }).map((part) => (part.group ? `${part.group}: ${part.values.join(', ')}` : part.values.join(', '))).join(' | ')).toBe(expected);
  });

  it('names a line from its item snapshot', () => {
    expect([lineName({ item_details: { name: 'Classic Beef Burger' } }), lineName({ item_details: null }), lineName({ item_details: { name: 4 } })]).toEqual(['Classic Beef Burger', '', '']);
  });
});

describe('order times on the operator clock', () => {
  afterEach(() => setOperatorTimeZone(undefined));

  it('reads the server stamps, with or without microseconds, a zone or a T', () => {
    expect(parseStamp('2025-02-03T18:20:00.000000Z')?.toISOString()).toBe('2025-02-03T18:20:00.000Z');
    expect(parseStamp('2025-02-03 18:20:00')?.toISOString()).toBe('2025-02-03T18:20:00.000Z');
    expect(parseStamp('2025-02-03T18:20:00+04:00')?.toISOString()).toBe('2025-02-03T14:20:00.000Z');
    expect([parseStamp(''), parseStamp(null), parseStamp('yesterday')]).toEqual([null, null, null]);
  });

  it('shows a stamp as the wall time where the stores are', () => {
    setOperatorTimeZone('Asia/Dubai');
    const at = operatorTimeOf('2025-02-03T22:20:00.000000Z');
    expect(at && [at.getDate(), at.getHours(), at.getMinutes()]).toEqual([4, 2, 20]);
    expect(formatOrderDateTime(at as Date, 'en')).toBe('Feb 4, 2025, 2:20 AM');
    expect(formatOrderDateTime(at as Date, 'ar')).toMatch(/2025/);
  });

  it('keeps a scheduled wall time as it is', () => {
    const at = parseWallTime('2026-11-25 10:00:00');
    expect(at && [at.getMonth(), at.getDate(), at.getHours()]).toEqual([10, 25, 10]);
    expect(parseWallTime('soon')).toBeNull();
  });
});
