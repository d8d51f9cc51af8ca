/** Query keys for loyalty points: personal data, never persisted. */
export const loyaltyKeys = {
  all: () => ['loyalty'] as const,
  transactions: () => ['loyalty', 'transactions'] as const,
};
