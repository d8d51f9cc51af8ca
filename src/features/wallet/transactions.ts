/**
 * How a wallet row reads: its kind (the backend's `transaction_type`, unknown kinds as "Transaction"), the
 * signed change to the balance (credit plus the operator's bonus, less debit) and the bonus part on its own.
 */
export const WALLET_TYPES = [
  'add_fund',
  'add_fund_by_admin',
  'order_place',
  'order_refund',
  'partial_payment',
  'trip_booking',
  'loyalty_point',
  'referrer',
  'CashBack',
  'subscription_refund',
] as const;

export type WalletType = (typeof WALLET_TYPES)[number] | 'other';

export const walletTypeOf = (type: string): WalletType => ((WALLET_TYPES as readonly string[]).includes(type) ? (type as WalletType) : 'other');

export interface Movement {
  credit: number;
  debit: number;
  admin_bonus?: number;
}

/** The row's effect on the balance: positive for money in, negative for money out. */
export function signedChange(row: Movement): number {
  return Math.round((row.credit + (row.admin_bonus ?? 0) - row.debit) * 100) / 100;
}
