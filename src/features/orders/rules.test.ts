import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canPayFromWallet,
  canRequestRefund,
  canReview,
  canReviewRider,
  canSwitchToCash,
  isRunning,
  orderTimeline,
  refreshInterval,
  refundImagesProblem,
  statusTone,
  type ActionContext,
  type ActionOrder,
  type TimelineOrder,
} from './rules';

const T = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000000Z`;
const brief = (steps: ReturnType<typeof orderTimeline>) => steps.map((step) => `${step.status}:${step.state}${step.at ? '@' : ''}`).join(' ');

describe('order timeline', () => {
  const cases: [string, TimelineOrder, string][] = [
    ['a new delivery order', { order_status: 'pending', order_type: 'delivery', pending: T(0) }, 'pending:current@ confirmed:upcoming processing:upcoming handover:upcoming picked_up:upcoming delivered:upcoming'],
    [
      'picked up: the steps before are done with their times',
      { order_status: 'picked_up', order_type: 'delivery', pending: T(0), confirmed: T(1), processing: T(3), handover: T(13), picked_up: T(16) },
      'pending:done@ confirmed:done@ processing:done@ handover:done@ picked_up:current@ delivered:upcoming',
    ],
    ['delivered: every step done', { order_status: 'delivered', pending: T(0), delivered: T(30) }, 'pending:done@ confirmed:done processing:done handover:done picked_up:done delivered:done@'],
    ['take-away is never picked up', { order_status: 'handover', order_type: 'take_away', pending: T(0), handover: T(9) }, 'pending:done@ confirmed:done processing:done handover:current@ delivered:upcoming'],
    ['a parcel is never prepared by a store', { order_status: 'pending', order_type: 'parcel', pending: T(0) }, 'pending:current@ confirmed:upcoming handover:upcoming picked_up:upcoming delivered:upcoming'],
    [
      'a parcel the server stamps "processing" on its way to handover is still confirmed',
      { order_status: 'processing', order_type: 'parcel', pending: T(0), confirmed: T(1), processing: T(3) },
      'pending:done@ confirmed:current@ handover:upcoming picked_up:upcoming delivered:upcoming',
    ],
    ['accepted by a rider reads as confirmed', { order_status: 'accepted', order_type: 'delivery' }, 'pending:done confirmed:current processing:upcoming handover:upcoming picked_up:upcoming delivered:upcoming'],
    ['cancelled while pending stops after the steps reached', { order_status: 'canceled', pending: T(0), canceled: T(2) }, 'pending:done@ canceled:stopped@'],
    ['an unpaid digital order stopped as failed', { order_status: 'failed', pending: null, failed: T(1) }, 'failed:stopped@'],
    ['a refund asked after delivery follows delivery', { order_status: 'refund_requested', order_type: 'take_away', delivered: T(20), refund_requested: T(40) }, 'pending:done confirmed:done processing:done handover:done delivered:done@ refund_requested:current@'],
    ['a refunded order has its request and the refund done', { order_status: 'refunded', order_type: 'take_away', refund_requested: T(40) }, 'pending:done confirmed:done processing:done handover:done delivered:done refund_requested:done@ refunded:done'],
    ['an unknown status starts at the first step', { order_status: 'on_the_moon' }, 'pending:current confirmed:upcoming processing:upcoming handover:upcoming picked_up:upcoming delivered:upcoming'],
  ];
  it.each(cases)('%s', (_name, order, expected) => {
    expect(brief(orderTimeline(order))).toBe(expected);
  });

  it('running and finished statuses, tones and refreshing', () => {
    expect(['pending', 'confirmed', 'accepted', 'processing', 'handover', 'picked_up'].every(isRunning)).toBe(true);
    expect(['delivered', 'canceled', 'failed', 'refund_requested', 'refunded', 'refund_request_canceled', 'returned'].some(isRunning)).toBe(false);
    expect([statusTone('delivered'), statusTone('canceled'), statusTone('pending'), statusTone('picked_up'), statusTone('processing')]).toEqual(['positive', 'critical', 'caution', 'info', 'brand']);
    expect([refreshInterval('processing'), refreshInterval('delivered'), refreshInterval('failed')]).toEqual([15_000, false, false]);
  });
});

describe('what a customer may do with an order', () => {
  const all: ActionContext = { signedIn: true, cashOnDelivery: true, wallet: true, refunds: true };
  const order = (status: string, payment: string, method = 'cash_on_delivery', extra: Partial<ActionOrder> = {}): ActionOrder => ({ order_status: status, payment_status: payment, payment_method: method, ...extra });
  type Row = [string, ActionOrder, ActionContext, { cancel: boolean; cash: boolean; wallet: boolean; refund: boolean; review: boolean; rider: boolean }];
  const none = { cancel: false, cash: false, wallet: false, refund: false, review: false, rider: false };
  const cases: Row[] = [
    ['pending cash order: cancel only', order('pending', 'unpaid'), all, { ...none, cancel: true }],
    ['confirmed: nothing (the store has it)', order('confirmed', 'unpaid'), all, none],
    ['picked up: nothing', order('picked_up', 'unpaid'), all, none],
    ['unpaid digital order: cancel, cash, wallet', order('failed', 'unpaid', 'digital_payment'), all, { ...none, cancel: true, cash: true, wallet: true }],
    ['unpaid digital order, cash on delivery off', order('failed', 'unpaid', 'digital_payment'), { ...all, cashOnDelivery: false }, { ...none, cancel: true, wallet: true }],
    ['unpaid digital order of a guest: no wallet', order('failed', 'unpaid', 'digital_payment'), { ...all, signedIn: false }, { ...none, cancel: true, cash: true }],
    ['unpaid digital order, wallet off', order('failed', 'unpaid', 'stripe'), { ...all, wallet: false }, { ...none, cancel: true, cash: true }],
    ['delivered and paid with a rider: refund and both reviews', order('delivered', 'paid', 'cash_on_delivery', { delivery_man: { id: 1 } }), all, { ...none, refund: true, review: true, rider: true }],
    ['delivered take-away: no rider to review', order('delivered', 'paid', 'cash_on_delivery', { delivery_man: null }), all, { ...none, refund: true, review: true }],
    ['delivered, refund already asked', order('delivered', 'paid', 'stripe', { refund: { order_id: 1 } }), all, { ...none, review: true }],
    ['delivered, refunds off', order('delivered', 'paid'), { ...all, refunds: false }, { ...none, review: true }],
    ['delivered but unpaid: no refund', order('delivered', 'unpaid'), all, { ...none, review: true }],
    ['delivered to a guest: nothing to sign for', order('delivered', 'paid', 'cash_on_delivery', { delivery_man: { id: 1 } }), { ...all, signedIn: false }, none],
    ['refund requested: nothing more', order('refund_requested', 'paid'), all, none],
    ['cancelled: nothing', order('canceled', 'unpaid'), all, none],
  ];
  it.each(cases)('%s', (_name, value, context, expected) => {
    expect({
      cancel: canCancel(value),
      cash: canSwitchToCash(value, context),
      wallet: canPayFromWallet(value, context),
      refund: canRequestRefund(value, context),
      review: canReview(value, context),
      rider: canReviewRider(value, context),
    }).toEqual(expected);
  });
});

describe('refund pictures', () => {
  const image = (size = 1000, type = 'image/png') => ({ size, type });
  const cases: [string, { type: string; size: number }[], ReturnType<typeof refundImagesProblem>][] = [
    ['none', [], null],
    ['five small images', [image(), image(), image(), image(), image(1, 'image/jpeg')], null],
    ['a sixth', [image(), image(), image(), image(), image(), image()], 'tooMany'],
    ['exactly 2 MB', [image(2 * 1024 * 1024)], null],
    ['over 2 MB', [image(2 * 1024 * 1024 + 1)], 'tooLarge'],
    ['a PDF', [image(10, 'application/pdf')], 'notImage'],
  ];
  it.each(cases)('%s', (_name, files, expected) => {
    expect(refundImagesProblem(files)).toBe(expected);
  });
});
