/** Query keys for the wallet: personal data, never persisted (no `listings`/`categories` root). */
export type WalletFilter = 'all' | 'order' | 'add_fund' | 'loyalty_point' | 'referrer' | 'CashBack';

export const walletKeys = {
  all: () => ['wallet'] as const,
  transactions: (filter: WalletFilter) => ['wallet', 'transactions', filter] as const,
  bonuses: () => ['wallet', 'bonuses'] as const,
};
