/**
 * Adding funds, as the customer types it: the amount is required ('Please Enter amount') and must be above
 * zero (submit stays disabled at 0 or less), a payment method is required, and the bonus the running
 * offers add is previewed the way the server computes it (the best offer whose minimum the amount reaches;
 * a percentage capped by its maximum when one is set). Also reads the payment page's way back.
 */
export const MAX_ADD_FUND = 1_000_000;

export type AddFundProblem = 'amount-required' | 'amount-invalid' | 'amount-too-large' | 'method-required';

export interface AddFundCheck {
  amount: number | null;
  problems: AddFundProblem[];
}

/** Parses the typed amount (digits with one `.` or `,` decimal separator, Arabic-Indic digits allowed). */
export function parseAmount(text: string): number | null {
  const latin = text.trim().replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[٫,]/, '.');
  if (!/^\d+(\.\d{0,2})?$/.test(latin)) return null;
  return Number(latin);
}

export function checkAddFund(amountText: string, method: string | null): AddFundCheck {
  const problems: AddFundProblem[] = [];
  const trimmed = amountText.trim();
  const amount = trimmed === '' ? null : parseAmount(trimmed);
  if (trimmed === '') problems.push('amount-required');
  else if (amount === null || amount <= 0) problems.push('amount-invalid');
  else if (amount > MAX_ADD_FUND) problems.push('amount-too-large');
  if (!method) problems.push('method-required');
  return { amount, problems };
}

/** Submit is offered only for an amount above zero (the spec: disabled at 0 or less). */
export const canSubmitAmount = (amountText: string) => {
  const amount = parseAmount(amountText);
  return amount !== null && amount > 0;
};

export interface BonusOffer {
  bonus_type: string;
  bonus_amount: number;
  minimum_add_amount: number;
  maximum_bonus_amount: number;
}

export function bonusFor(offers: readonly BonusOffer[], amount: number): number {
  let best = 0;
  for (const offer of offers) {
    if (offer.minimum_add_amount > amount) continue;
    const bonus =
      offer.bonus_type === 'percentage' ? Math.min((amount * offer.bonus_amount) / 100, offer.maximum_bonus_amount > 0 ? offer.maximum_bonus_amount : Infinity) : offer.bonus_amount;
    best = Math.max(best, bonus);
  }
  return Math.round(best * 100) / 100;
}

export type AddFundOutcome = 'success' | 'fail' | 'cancel';

/**
 * The outcome the payment page returned with. It appends `?flag=…&&token=…` to the callback even though
 * the callback already has a query, so `/profile?page=wallet` comes back as `page=wallet?flag=success`;
 * a plain `flag=` parameter is read too.
 */
export function addFundOutcome(search: string): AddFundOutcome | null {
  const params = new URLSearchParams(search);
  const flag = params.get('flag') ?? /[?&]flag=([a-z]+)/.exec(params.get('page') ?? '')?.[1] ?? null;
  return flag === 'success' || flag === 'fail' || flag === 'cancel' ? flag : null;
}
