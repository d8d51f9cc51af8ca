/**
 * Tax on the discounted amount (spec §9): when prices include tax the tax is the share already inside them,
 * `base × rate / (100 + rate)`, and nothing is added; otherwise `base × rate / 100` is added to the order.
 */
export function taxAmount(base: number, ratePercent: number, included: boolean): number {
  if (base <= 0 || ratePercent <= 0) return 0;
  return included ? (base * ratePercent) / (100 + ratePercent) : (base * ratePercent) / 100;
}
