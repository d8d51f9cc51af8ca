/** Loyalty-point answers (contract §M6.2): transaction pages and the transfer's message. */
import { list, looseId, nullable, numberOrZero, optional, text, type, type Infer } from '@/lib/struct';

export const LoyaltyTransactionStruct = type({
  id: looseId,
  transaction_id: text,
  credit: numberOrZero,
  debit: numberOrZero,
  balance: numberOrZero,
  transaction_type: text,
  reference: optional(nullable(text)),
  created_at: text,
});
export type LoyaltyTransaction = Infer<typeof LoyaltyTransactionStruct>;

export const LoyaltyPageStruct = type({ total_size: numberOrZero, data: list(LoyaltyTransactionStruct) });

export const TransferAnswerStruct = type({ message: text });
