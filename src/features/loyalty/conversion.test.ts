import { describe, expect, it } from 'vitest';
import { checkConversion, conversionRulesOf, minimumTransfer, walletAmountFor } from './conversion';

const RULES = { exchangeRate: 10, minimumPoint: 100 };

describe('points to wallet', () => {
  it.each([
    ['converts the integer part of points ÷ rate', '105', 120, { ok: true, points: 105, amount: 10 }],
    ['accepts exactly the minimum', '100', 100, { ok: true, points: 100, amount: 10 }],
    ['accepts the whole balance', '250', 250, { ok: true, points: 250, amount: 25 }],
    ['needs a value', '  ', 120, { ok: false, problem: 'required' }],
    ['needs whole points', '10.5', 120, { ok: false, problem: 'not-whole' }],
    ['refuses negative points', '-100', 120, { ok: false, problem: 'not-whole' }],
    ['refuses fewer than the minimum', '99', 120, { ok: false, problem: 'below-minimum' }],
    ['refuses more than the balance', '130', 120, { ok: false, problem: 'above-balance' }],
  ])('%s', (_case, input, balance, expected) => {
    expect(checkConversion(input, balance, RULES)).toEqual(expected);
  });

  it('refuses a transfer worth nothing when the rate is above the minimum', () => {
    expect(checkConversion('5', 50, { exchangeRate: 10, minimumPoint: 0 })).toEqual({ ok: false, problem: 'below-rate' });
    expect(minimumTransfer({ exchangeRate: 10, minimumPoint: 0 })).toBe(10);
  });

  it('treats a rate of 0 as 1, as the server does', () => {
    expect(walletAmountFor(7, { exchangeRate: 0, minimumPoint: 0 })).toBe(7);
    expect(minimumTransfer({ exchangeRate: 0, minimumPoint: 0 })).toBe(1);
  });

  it('never converts more money than the points are worth (round trip)', () => {
    for (let points = 100; points <= 400; points += 7) {
      const amount = walletAmountFor(points, RULES);
      expect(amount * RULES.exchangeRate).toBeLessThanOrEqual(points);
      expect((amount + 1) * RULES.exchangeRate).toBeGreaterThan(points);
    }
  });
});

describe('conversion rules from the config', () => {
  it.each([
    [{ loyalty_point_exchange_rate: 10, loyalty_point_minimum_point: 100, loyalty_point_item_purchase_point: 5 }, { exchangeRate: 10, minimumPoint: 100, earnPercent: 5 }],
    [{ loyalty_point_exchange_rate: '20', loyalty_point_minimum_point: '50.7', loyalty_point_item_purchase_point: '2.5' }, { exchangeRate: 20, minimumPoint: 50, earnPercent: 2.5 }],
    [{}, { exchangeRate: 0, minimumPoint: 0, earnPercent: 0 }],
    [{ loyalty_point_exchange_rate: 'x', loyalty_point_minimum_point: -3 }, { exchangeRate: 0, minimumPoint: 0, earnPercent: 0 }],
  ])('%j → %j', (config, rules) => expect(conversionRulesOf(config)).toEqual(rules));

  it('a missing rate converts one point to one unit, as the server does', () => {
    expect(walletAmountFor(7, conversionRulesOf({}))).toBe(7);
  });
});
