import { describe, expect, it } from 'vitest';
import { paymentPageUrl, readPaymentReturn } from './payment-page';

const token = (text: string) => btoa(text);

describe('the payment page return', () => {
  it.each([
    ['a plain callback', `?flag=success&&token=${token('payment_method=stripe&&attribute_id=100005&&transaction_reference=TXN-1')}`, { flag: 'success', orderId: 100005, gateway: 'stripe', transactionReference: 'TXN-1' }],
    ['a callback that had a query', `?page=my-orders?flag=fail&&token=${token('payment_method=paypal&&attribute_id=100006&&transaction_reference=')}`, { flag: 'fail', orderId: 100006, gateway: 'paypal', transactionReference: null }],
    ['no token', '?flag=cancel', { flag: 'cancel', orderId: null, gateway: null }],
    ['a broken token', '?flag=success&&token=%%%', { flag: 'success', orderId: null }],
  ])('reads %s', (_name, search, expected) => {
    expect(readPaymentReturn(search)).toMatchObject(expected);
  });

  it('is null for an address that is not a return', () => {
    expect(readPaymentReturn('?page=my-orders')).toBeNull();
  });

  it('builds the payment page address the server expects', () => {
    const url = new URL(paymentPageUrl({ orderId: 100005, customerId: 7, gateway: 'stripe', callback: 'https://shop.test/orders?x=1', baseUrl: 'https://api.test', token: null }));
    expect(url.origin + url.pathname).toBe('https://api.test/payment-mobile');
    expect(Object.fromEntries(url.searchParams)).toEqual({ order_id: '100005', customer_id: '7', payment_platform: 'web', callback: 'https://shop.test/orders?x=1', payment_method: 'stripe' });
  });

  it('sends a signed-in customer\'s token along, since the browser goes there without a header', () => {
    const url = new URL(paymentPageUrl({ orderId: 100005, customerId: 1, gateway: 'stripe', callback: 'https://shop.test/orders', baseUrl: 'https://api.test', token: 'abc123' }));
    expect(url.searchParams.get('access_token')).toBe('abc123');
  });
});
