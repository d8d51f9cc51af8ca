import { describe, expect, it } from 'vitest';
import { parseResponse } from '@/lib/struct';
import { OfflineMethodsStruct, paymentChoices, type PaymentChoiceInput } from './payment-methods';

const base: PaymentChoiceInput = {
  switches: { cashOnDelivery: true, digitalPayment: true, offlinePayment: false, walletEnabled: true, partialPayment: true, partialPaymentMethod: 'both' },
  gateways: [{ gateway: 'stripe', gateway_title: 'Card' }],
  offlineMethods: [],
  signedIn: true,
  walletBalance: 0,
  orderAmount: 100,
  codLimit: null,
};

describe('payment choices', () => {
  it.each<[string, Partial<PaymentChoiceInput>, object]>([
    ['cash, cards, no wallet without balance', {}, { cashOnDelivery: { available: true }, wallet: { available: false }, gateways: [{ gateway: 'stripe' }] }],
    ['a wallet that covers the order', { walletBalance: 150 }, { wallet: { available: true, coversOrder: true, partial: false } }],
    ['a short wallet pays part', { walletBalance: 40 }, { wallet: { available: true, coversOrder: false, partial: true } }],
    ['guests have no wallet', { signedIn: false, walletBalance: 500 }, { wallet: { available: false } }],
    ['cash above the zone limit', { codLimit: 80 }, { cashOnDelivery: { available: false, overLimit: true } }],
    ['the wallet part brings cash under the limit', { codLimit: 80, walletBalance: 40 }, { cashOnDelivery: { available: true, overLimit: false } }],
    ['digital payment off', { switches: { ...base.switches, digitalPayment: false } }, { gateways: [] }],
  ])('%s', (_name, overrides, expected) => {
    expect(paymentChoices({ ...base, ...overrides })).toMatchObject(expected);
  });

  it('reads the backend\'s {} for no offline methods', () => {
    expect(parseResponse(OfflineMethodsStruct, {}, 'offline')).toEqual([]);
    expect(parseResponse(OfflineMethodsStruct, [{ id: '1', method_name: 'Bank transfer', method_fields: [], method_informations: null }], 'offline')[0]).toMatchObject({ id: 1 });
  });
});
