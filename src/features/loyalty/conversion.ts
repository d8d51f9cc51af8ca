/**
 * Converting loyalty points to wallet money, as the server computes it: the wallet gains the integer part
 * of points ÷ the exchange rate (points per currency unit; 0 counts as 1). A transfer needs a whole number
 * of points, at least the configured minimum and the rate (fewer would add nothing), and at most the balance.
 */
export interface ConversionRules {
  /** `loyalty_point_exchange_rate` from the config. */
  exchangeRate: number;
  /** `loyalty_point_minimum_point` from the config. */
  minimumPoint: number;
}

export type ConversionProblem = 'required' | 'not-whole' | 'below-minimum' | 'below-rate' | 'above-balance';

export type ConversionCheck = { ok: true; points: number; amount: number } | { ok: false; problem: ConversionProblem };

const rateOf = (rules: ConversionRules) => (rules.exchangeRate > 0 ? rules.exchangeRate : 1);

export function walletAmountFor(points: number, rules: ConversionRules): number {
  return Math.floor(points / rateOf(rules));
}

/** The smallest transfer the rules allow. */
export const minimumTransfer = (rules: ConversionRules) => Math.max(1, Math.ceil(rules.minimumPoint), Math.ceil(rateOf(rules)));

export function checkConversion(input: string, balance: number, rules: ConversionRules): ConversionCheck {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'required' };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'not-whole' };
  const points = Number(text);
  if (points > balance) return { ok: false, problem: 'above-balance' };
  if (points < rules.minimumPoint || points < 1) return { ok: false, problem: 'below-minimum' };
  const amount = walletAmountFor(points, rules);
  if (amount <= 0) return { ok: false, problem: 'below-rate' };
  return { ok: true, points, amount };
}

export interface LoyaltyConfig {
  loyalty_point_exchange_rate?: unknown;
  loyalty_point_minimum_point?: unknown;
  loyalty_point_item_purchase_point?: unknown;
}

const nonNegative = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/** The conversion rules from the config's keys (numbers may arrive as text; anything unreadable is 0). */
export function conversionRulesOf(settings: object): ConversionRules & { earnPercent: number } {
  // The config's struct does not declare these keys; they pass through untouched.
  const config = settings as LoyaltyConfig;
  return {
    exchangeRate: nonNegative(config.loyalty_point_exchange_rate),
    minimumPoint: Math.trunc(nonNegative(config.loyalty_point_minimum_point)),
    earnPercent: nonNegative(config.loyalty_point_item_purchase_point),
  };
}
