/**
 * The referred customer's first-order discount (contract §M6.3), as `customer/info` reports it: on while
 * the operator offers it, for a customer who signed up with someone's code, has no order yet, and is still
 * within the offer's validity (days, months or years after sign-up).
 */
export interface NewCustomerDiscountSettings {
  new_customer_discount_status?: unknown;
  new_customer_discount_amount?: unknown;
  new_customer_discount_amount_type?: unknown;
  new_customer_discount_amount_validity?: unknown;
  new_customer_discount_validity_type?: unknown;
}

export interface NewCustomerDiscount {
  is_valid_for_discount: boolean;
  discount_amount: number;
  discount_amount_type: string;
  validity: string;
}

const NONE: NewCustomerDiscount = { is_valid_for_discount: false, discount_amount: 0, discount_amount_type: '', validity: '' };

function validUntil(signedUp: Date, amount: number, unit: string): Date {
  const end = new Date(signedUp.getTime());
  if (unit === 'year') end.setUTCFullYear(end.getUTCFullYear() + amount);
  else if (unit === 'month') end.setUTCMonth(end.getUTCMonth() + amount);
  else end.setUTCDate(end.getUTCDate() + amount);
  return end;
}

export function newCustomerDiscount(settings: NewCustomerDiscountSettings, customer: { orderCount: number; signedUp: Date; refBy: number | null }, now: Date): NewCustomerDiscount {
  if (Number(settings.new_customer_discount_status) !== 1 || customer.refBy === null || customer.orderCount > 0) return NONE;
  const amount = Number(settings.new_customer_discount_amount);
  const validity = Math.max(0, Math.trunc(Number(settings.new_customer_discount_amount_validity)));
  const unit = ['day', 'month', 'year'].includes(String(settings.new_customer_discount_validity_type)) ? String(settings.new_customer_discount_validity_type) : 'day';
  if (!(amount > 0) || Number.isNaN(customer.signedUp.getTime()) || validUntil(customer.signedUp, validity, unit) < now) return NONE;
  const type = settings.new_customer_discount_amount_type === 'percentage' ? 'percentage' : 'amount';
  return { is_valid_for_discount: true, discount_amount: amount, discount_amount_type: type, validity: `${validity} ${unit}` };
}
