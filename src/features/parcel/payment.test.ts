import { describe, expect, it } from 'vitest';
import { effectivePayment, paymentOptions, paymentSettingsOf, type PaymentSettings } from './payment';

const all: PaymentSettings = { cashOnDelivery: true, digitalPayment: true, wallet: true, gateways: [{ gateway: 'stripe', gateway_title: 'Stripe' }] };
const keys = (settings: PaymentSettings, payer: 'sender' | 'receiver', signedIn: boolean) => paymentOptions(settings, payer, signedIn).map((option) => option.key);

describe('paymentOptions', () => {
  it.each<[string, PaymentSettings, 'sender' | 'receiver', boolean, string[]]>([
    ['a signed-in sender may pay cash, wallet or a gateway', all, 'sender', true, ['cash_on_delivery', 'wallet', 'digital:stripe']],
    ['a guest sender has no wallet', all, 'sender', false, ['cash_on_delivery', 'digital:stripe']],
    ['the receiver pays cash only', all, 'receiver', true, ['cash_on_delivery']],
    ['with cash off the receiver cannot pay at all', { ...all, cashOnDelivery: false }, 'receiver', true, []],
    ['digital payment off hides the gateways', { ...all, digitalPayment: false }, 'sender', true, ['cash_on_delivery', 'wallet']],
    ['the wallet switched off is not offered', { ...all, wallet: false }, 'sender', true, ['cash_on_delivery', 'digital:stripe']],
  ])('%s', (_name, settings, payer, signedIn, expected) => {
    expect(keys(settings, payer, signedIn)).toEqual(expected);
  });
});

describe('effectivePayment', () => {
  it('keeps an offered choice and replaces one no longer offered by the first', () => {
    const options = paymentOptions(all, 'sender', false);
    expect(effectivePayment({ kind: 'digital', gateway: 'stripe' }, options)).toEqual({ kind: 'digital', gateway: 'stripe' });
    expect(effectivePayment({ kind: 'wallet' }, options)).toEqual({ kind: 'cash_on_delivery' });
    expect(effectivePayment(null, [])).toBeNull();
  });
});

describe('paymentSettingsOf', () => {
  it('reads the config’s loose flags; cash defaults on, the rest off', () => {
    expect(paymentSettingsOf({ cash_on_delivery: '1', digital_payment: true, customer_wallet_status: 0, active_payment_method_list: [{ gateway: 'paypal', gateway_title: 'PayPal' }] })).toEqual({
      cashOnDelivery: true,
      digitalPayment: true,
      wallet: false,
      gateways: [{ gateway: 'paypal', gateway_title: 'PayPal' }],
    });
    expect(paymentSettingsOf(undefined)).toEqual({ cashOnDelivery: true, digitalPayment: false, wallet: false, gateways: [] });
  });
});
