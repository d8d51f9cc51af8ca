/**
 * Money rounding: every amount is rounded to the config's `digit_after_decimal_point` once per component, so
 * the lines a customer reads add up to the total charged. Half away from zero, with a tiny epsilon so values
 * such as 1.005 (stored as 1.00499…) round the way a person computes them.
 */
export function roundMoney(value: number, decimals: number): number {
  const places = Math.max(0, Math.min(6, Math.trunc(decimals)));
  const factor = 10 ** places;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(scaled + 1e-9 * Math.max(1, scaled)) / factor;
  return value < 0 ? -rounded : rounded;
}
