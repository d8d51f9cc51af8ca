import { describe, expect, it } from 'vitest';
import { paymentChoices, type PaymentChoiceInput } from '../api/payment-methods';
import type { OrderTax } from '../api/structs';
import { couponMinimumShortfall, couponsForStore } from './coupons';
import { allowedWithPartial, defaultPick, paymentFields, paymentProblem, type PaymentState } from './payment';
import { addPrescriptionFiles, PRESCRIPTION_MAX_BYTES } from './prescription';
import { checkoutSettingsOf, orderTypesFor } from './settings';
import { orderSummary, placeBlockers, type PlaceState } from './summary';

describe('coupon minimum purchase', () => {
  it.each([
    [{ min_purchase: 0 }, 10, null],
    [{ min_purchase: 50 }, 49.99, 50],
    [{ min_purchase: 50 }, 50, null],
    [{ min_purchase: 50 }, 80, null],
  ])('%o at %s needs %s', (coupon, subtotal, shortfall) => {
    expect(couponMinimumShortfall(coupon, subtotal)).toBe(shortfall);
  });

  it('lists store-wise coupons only for the stores they name', () => {
    const coupons = [
      { code: 'ALL', coupon_type: 'default', min_purchase: 0 },
      { code: 'ZONE', coupon_type: 'zone_wise', min_purchase: 0 },
      { code: 'MINE', coupon_type: 'store_wise', min_purchase: 0, data: '["3","7"]' },
      { code: 'BYID', coupon_type: 'store_wise', min_purchase: 0, store_id: 7, data: null },
      { code: 'OTHER', coupon_type: 'store_wise', min_purchase: 0, data: '[4]' },
      { code: 'BROKEN', coupon_type: 'store_wise', min_purchase: 0, data: '{' },
    ];
    expect(couponsForStore(coupons, 7).map((coupon) => coupon.code)).toEqual(['ALL', 'ZONE', 'MINE', 'BYID']);
    expect(couponsForStore(coupons, null).map((coupon) => coupon.code)).toEqual(['ALL', 'ZONE']);
  });
});

const choiceInput: PaymentChoiceInput = {
  switches: { cashOnDelivery: true, digitalPayment: true, offlinePayment: false, walletEnabled: true, partialPayment: true, partialPaymentMethod: 'both' },
  gateways: [{ gateway: 'stripe', gateway_title: 'Card' }],
  offlineMethods: [],
  signedIn: true,
  walletBalance: 0,
  orderAmount: 100,
  codLimit: null,
};
const choices = (overrides: Partial<PaymentChoiceInput> = {}) => paymentChoices({ ...choiceInput, ...overrides });

describe('payment choice rules', () => {
  it.each<[string, PaymentState, Partial<PaymentChoiceInput>, string | null]>([
    ['nothing picked', { pick: null, partial: false }, {}, 'choose'],
    ['cash', { pick: { kind: 'cash_on_delivery' }, partial: false }, {}, null],
    ['cash above the limit', { pick: { kind: 'cash_on_delivery' }, partial: false }, { codLimit: 50 }, 'codLimit'],
    ['cash for the rest after the wallet, under the limit', { pick: { kind: 'cash_on_delivery' }, partial: true }, { codLimit: 80, walletBalance: 40 }, null],
    ['a wallet that covers the order', { pick: { kind: 'wallet' }, partial: false }, { walletBalance: 120 }, null],
    ['a short wallet alone', { pick: { kind: 'wallet' }, partial: false }, { walletBalance: 20 }, 'walletShort'],
    ['a guest cannot use a wallet', { pick: { kind: 'wallet' }, partial: false }, { signedIn: false, walletBalance: 500 }, 'notAvailable'],
    ['a configured gateway', { pick: { kind: 'digital', gateway: 'stripe' }, partial: false }, {}, null],
    ['an unknown gateway', { pick: { kind: 'digital', gateway: 'paypal' }, partial: false }, {}, 'notAvailable'],
    ['digital payment switched off', { pick: { kind: 'digital', gateway: 'stripe' }, partial: false }, { switches: { ...choiceInput.switches, digitalPayment: false } }, 'notAvailable'],
    ['partial without a short wallet', { pick: { kind: 'cash_on_delivery' }, partial: true }, { walletBalance: 500 }, 'notAvailable'],
    ['partial with cash when only digital may pay the rest', { pick: { kind: 'cash_on_delivery' }, partial: true }, { walletBalance: 40, switches: { ...choiceInput.switches, partialPaymentMethod: 'digital_payment' } }, 'notAvailable'],
  ])('%s', (_name, state, overrides, problem) => {
    expect(paymentProblem(state, choices(overrides), overrides.switches?.partialPaymentMethod ?? 'both')).toBe(problem);
  });

  it.each([
    ['cash_on_delivery', 'cod', true],
    ['cash_on_delivery', 'digital_payment', false],
    ['digital', 'digital_payment', true],
    ['digital', 'cod', false],
    ['digital', 'both', true],
    ['wallet', 'both', false],
  ] as const)('%s pays the rest under %s: %s', (kind, method, allowed) => {
    expect(allowedWithPartial(kind, method)).toBe(allowed);
  });

  it.each<[PaymentState, object]>([
    [{ pick: { kind: 'cash_on_delivery' }, partial: false }, { payment_method: 'cash_on_delivery' }],
    [{ pick: { kind: 'wallet' }, partial: false }, { payment_method: 'wallet' }],
    [{ pick: { kind: 'digital', gateway: 'stripe' }, partial: false }, { payment_method: 'digital_payment' }],
    [{ pick: { kind: 'digital', gateway: 'stripe' }, partial: true }, { payment_method: 'digital_payment', partial_payment: 1 }],
    [{ pick: { kind: 'offline', methodId: 2 }, partial: false }, { payment_method: 'offline_payment' }],
  ])('sends %o as %o', (state, fields) => {
    expect(paymentFields(state)).toEqual(fields);
  });

  it('starts with the wallet when it covers the order, else cash, else nothing', () => {
    expect(defaultPick(choices({ walletBalance: 500 }))).toEqual({ kind: 'wallet' });
    expect(defaultPick(choices())).toEqual({ kind: 'cash_on_delivery' });
    expect(defaultPick(choices({ codLimit: 10 }))).toBeNull();
  });
});

describe('prescription pictures', () => {
  const file = (type: string, size = 1000) => ({ type, size });
  it.each([
    ['images are kept', [], [file('image/png'), file('image/jpeg')], 2, []],
    ['a PDF is refused', [], [file('application/pdf'), file('image/gif')], 1, ['notImage']],
    ['a picture above 2 MB is refused', [], [file('image/png', PRESCRIPTION_MAX_BYTES + 1)], 0, ['tooLarge']],
    ['exactly 2 MB is fine', [], [file('image/png', PRESCRIPTION_MAX_BYTES)], 1, []],
    ['no more than five', [file('image/png'), file('image/png'), file('image/png'), file('image/png')], [file('image/png'), file('image/png')], 5, ['tooMany']],
  ])('%s', (_name, kept, picked, count, problems) => {
    const result = addPrescriptionFiles(kept, picked);
    expect(result.files).toHaveLength(count);
    expect(result.problems).toEqual(problems);
  });
});

describe('checkout settings', () => {
  it('reads the switches in every spelling, with the backend defaults for missing ones', () => {
    const settings = checkoutSettingsOf({ takeaway_status: '0', schedule_order: true, schedule_order_slot_duration: '45', dm_tips_status: 1, cash_on_delivery: 'true', partial_payment_method: 'cod' });
    expect(settings).toMatchObject({ homeDelivery: true, takeAway: false, scheduleOrder: true, slotMinutes: 45, tips: true, payment: { cashOnDelivery: true, digitalPayment: false, partialPaymentMethod: 'cod' } });
    expect(checkoutSettingsOf(undefined).slotMinutes).toBeNull();
  });

  it.each([
    [{ homeDelivery: true, takeAway: true }, { delivery: true, take_away: true }, ['delivery', 'take_away']],
    [{ homeDelivery: true, takeAway: true }, { delivery: false, take_away: true }, ['take_away']],
    [{ homeDelivery: false, takeAway: true }, { delivery: true, take_away: false }, []],
    [{ homeDelivery: true, takeAway: true }, null, ['delivery', 'take_away']],
  ])('order types for %o and store %o', (settings, store, types) => {
    expect(orderTypesFor(settings, store)).toEqual(types);
  });
});

const tax = (fields: Partial<OrderTax>): OrderTax => ({ tax_amount: 0, ...fields });

describe('the summary shows the server\'s amounts', () => {
  it('a delivery with add-ons, a discount, a coupon, excluded tax, tips and a service charge', () => {
    const summary = orderSummary(
      tax({ items_subtotal: 40, add_on_total: 6, store_discount_amount: 4, coupon_discount_amount: 5, tax_amount: 1.85, tax_included: 0, delivery_charge: 7.5, original_delivery_charge: 7.5, dm_tips: 3, additional_charge: 2, order_amount: 51.35 }),
      { delivery: true, clientSubtotal: 0 },
    );
    expect(summary.lines.map((line) => [line.key, line.amount, line.minus ?? false])).toEqual([
      ['items', 40, false],
      ['addOns', 6, false],
      ['discount', 4, true],
      ['coupon', 5, true],
      ['tax', 1.85, false],
      ['delivery', 7.5, false],
      ['tips', 3, false],
      ['additional', 2, false],
    ]);
    expect(summary.total).toBe(51.35);
    expect(summary.savings).toBe(9);
  });

  it('free delivery shows the fee it saves, included tax is not added', () => {
    const summary = orderSummary(tax({ items_subtotal: 250, tax_amount: 11.9, tax_included: 1, delivery_charge: 0, original_delivery_charge: 12, order_amount: 250 }), { delivery: true, clientSubtotal: 0 });
    expect(summary.lines).toContainEqual({ key: 'delivery', amount: 0, original: 12 });
    expect(summary.lines).toContainEqual({ key: 'tax', amount: 11.9, included: true });
    expect(summary.savings).toBe(12);
  });

  it('take-away has no delivery line; a backend with only the tax keys gets the client subtotal', () => {
    const summary = orderSummary(tax({ tax_amount: 2, tax_included: null, delivery_charge: 5 }), { delivery: false, clientSubtotal: 30 });
    expect(summary.lines).toEqual([{ key: 'items', amount: 30 }]);
    expect(summary.total).toBeNull();
    expect(summary.savings).toBe(0);
  });
});

const ready: PlaceState = {
  online: true,
  pendingCartChanges: 0,
  priced: true,
  scheduleMode: 'now-or-later',
  scheduleAt: null,
  laterChosen: false,
  delivery: true,
  hasAddress: true,
  isGuest: false,
  contactComplete: false,
  prescriptionNeeded: false,
  prescriptionCount: 0,
  paymentReady: true,
};

describe('what keeps an order from being placed', () => {
  it.each<[string, Partial<PlaceState>, string[]]>([
    ['nothing', {}, []],
    ['cart changes still syncing', { pendingCartChanges: 2 }, ['syncing']],
    ['offline and not priced', { online: false, priced: false }, ['offline', 'pricing']],
    ['a guest without contact or address', { isGuest: true, hasAddress: false }, ['contact', 'address']],
    ['take-away needs no address', { delivery: false, hasAddress: false }, []],
    ['a closed store needs a slot', { scheduleMode: 'later-only' }, ['slot']],
    ['a slot picked', { scheduleMode: 'later-only', scheduleAt: '2026-11-24 18:00:00' }, []],
    ['a later time chosen and its slot refused: a slot again', { scheduleMode: 'now-or-later', laterChosen: true }, ['slot']],
    ['now at a store that also takes later orders', { scheduleMode: 'now-or-later' }, []],
    ['a store that cannot take the order', { scheduleMode: 'closed' }, ['closed']],
    ['a prescription item without a picture', { prescriptionNeeded: true }, ['prescription']],
    ['with a picture', { prescriptionNeeded: true, prescriptionCount: 1 }, []],
    ['no payment', { paymentReady: false }, ['payment']],
  ])('%s', (_name, overrides, blockers) => {
    expect(placeBlockers({ ...ready, ...overrides })).toEqual(blockers);
  });
});
