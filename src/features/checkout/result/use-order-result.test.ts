import { describe, expect, it } from 'vitest';
import { resultStateOf } from './use-order-result';

const server = (paymentStatus: string, orderStatus = 'pending') => ({ paymentStatus, orderStatus });

describe('what the result screen says', () => {
  it.each([
    ['no order', { orderId: null, flag: null, server: null }, 'none'],
    ['a cash order', { orderId: 7, flag: null, server: server('unpaid') }, 'placed'],
    ['paid, before the server answered', { orderId: 7, flag: 'success', server: null }, 'paid'],
    ['paid, and the server agrees', { orderId: 7, flag: 'success', server: server('paid', 'confirmed') }, 'paid'],
    ['a success flag the server does not confirm', { orderId: 7, flag: 'success', server: server('unpaid', 'failed') }, 'failed'],
    ['a failed payment', { orderId: 7, flag: 'fail', server: server('unpaid', 'failed') }, 'failed'],
    ['a cancelled payment', { orderId: 7, flag: 'cancel', server: null }, 'cancelled'],
    ['a failure flag on an order paid since', { orderId: 7, flag: 'fail', server: server('paid') }, 'paid'],
  ] as const)('%s', (_name, input, state) => {
    expect(resultStateOf(input)).toBe(state);
  });
});
