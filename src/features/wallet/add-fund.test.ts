import { describe, expect, it } from 'vitest';
import { addFundOutcome, bonusFor, canSubmitAmount, checkAddFund, parseAmount } from './add-fund';

describe('checkAddFund', () => {
  it.each([
    ['', 'stripe', null, ['amount-required']],
    ['   ', null, null, ['amount-required', 'method-required']],
    ['0', 'stripe', 0, ['amount-invalid']],
    ['-5', 'stripe', null, ['amount-invalid']],
    ['abc', 'stripe', null, ['amount-invalid']],
    ['12.345', 'stripe', null, ['amount-invalid']],
    ['2000000', 'stripe', 2_000_000, ['amount-too-large']],
    ['50', null, 50, ['method-required']],
    ['50', 'paypal', 50, []],
    ['12,5', 'paypal', 12.5, []],
    ['١٢٠', 'stripe', 120, []],
  ] as const)('%j with %j → %j %j', (text, method, amount, problems) => {
    expect(checkAddFund(text, method)).toEqual({ amount, problems });
  });

  it.each([
    ['', false],
    ['0', false],
    ['0.00', false],
    ['-1', false],
    ['0.01', true],
    ['100', true],
  ])('submit for %j: %s', (text, allowed) => expect(canSubmitAmount(text)).toBe(allowed));

  it('parses only plain decimal amounts', () => {
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('10.')).toBe(10);
  });
});

describe('bonusFor', () => {
  const offers = [
    { bonus_type: 'percentage', bonus_amount: 5, minimum_add_amount: 100, maximum_bonus_amount: 25 },
    { bonus_type: 'amount', bonus_amount: 20, minimum_add_amount: 300, maximum_bonus_amount: 0 },
  ];
  it.each([
    [99, 0],
    [100, 5],
    [200, 10],
    [300, 20],
    [600, 25],
  ])('adding %d earns %d', (amount, bonus) => expect(bonusFor(offers, amount)).toBe(bonus));
  it('an uncapped percentage', () => expect(bonusFor([{ bonus_type: 'percentage', bonus_amount: 10, minimum_add_amount: 0, maximum_bonus_amount: 0 }], 1000)).toBe(100));
  it('no offers, no bonus', () => expect(bonusFor([], 1000)).toBe(0));
});

describe('addFundOutcome', () => {
  it.each([
    ['?page=wallet?flag=success&&token=abc', 'success'],
    ['?page=wallet?flag=fail&&token=abc', 'fail'],
    ['?page=wallet?flag=cancel', 'cancel'],
    ['?flag=success', 'success'],
    ['?page=wallet', null],
    ['?flag=maybe', null],
    ['', null],
  ])('%s → %s', (search, outcome) => expect(addFundOutcome(search)).toBe(outcome));
});
