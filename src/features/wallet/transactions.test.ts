import { describe, expect, it } from 'vitest';
import { signedChange, walletTypeOf } from './transactions';

describe('wallet rows', () => {
  it.each([
    [{ credit: 100, debit: 0, admin_bonus: 5 }, 105],
    [{ credit: 0, debit: 42.5 }, -42.5],
    [{ credit: 20, debit: 0, admin_bonus: 0 }, 20],
    [{ credit: 0.1, debit: 0, admin_bonus: 0.2 }, 0.3],
  ])('%j changes the balance by %d', (row, change) => expect(signedChange(row)).toBe(change));

  it.each([
    ['add_fund', 'add_fund'],
    ['order_refund', 'order_refund'],
    ['CashBack', 'CashBack'],
    ['cashback', 'other'],
    ['something_new', 'other'],
  ])('%s reads as %s', (type, kind) => expect(walletTypeOf(type)).toBe(kind));
});
