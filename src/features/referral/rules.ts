/**
 * What a referral earns, from the config (contract §M6.3): the referrer's wallet gets a flat amount when
 * the new customer's first order is delivered (only while the wallet and referral earning are on), and the
 * new customer may get a first-order discount within a validity after sign-up.
 */
export interface ReferralConfig {
  ref_earning_status?: unknown;
  ref_earning_exchange_rate?: unknown;
  customer_wallet_status?: unknown;
  new_customer_discount_status?: unknown;
  new_customer_discount_amount?: unknown;
  new_customer_discount_amount_type?: unknown;
  new_customer_discount_amount_validity?: unknown;
  new_customer_discount_validity_type?: unknown;
}

export interface ReferralRules {
  /** Referral codes are offered (menu item, sign-up field). */
  enabled: boolean;
  referrerEarns: number;
  newCustomer: { amount: number; type: 'percentage' | 'amount'; validity: number; unit: 'day' | 'month' | 'year' } | null;
}

const on = (value: unknown) => value === 1 || value === '1' || value === true;
const amount = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

export function referralRules(config: ReferralConfig): ReferralRules {
  const enabled = on(config.ref_earning_status) && on(config.customer_wallet_status);
  const discount = amount(config.new_customer_discount_amount);
  const unit = config.new_customer_discount_validity_type === 'month' || config.new_customer_discount_validity_type === 'year' ? config.new_customer_discount_validity_type : 'day';
  return {
    enabled,
    referrerEarns: enabled ? amount(config.ref_earning_exchange_rate) : 0,
    newCustomer:
      on(config.new_customer_discount_status) && discount > 0
        ? { amount: discount, type: config.new_customer_discount_amount_type === 'percentage' ? 'percentage' : 'amount', validity: Math.trunc(amount(config.new_customer_discount_amount_validity)), unit }
        : null,
  };
}
