/** Wallet answers (contract §M6.1): transaction pages and bonus offers, tolerant of the backend's loose types. */
import { list, literal, looseId, nullable, numberOrZero, optional, string, text, type, union, type Infer } from '@/lib/struct';

export const WalletTransactionStruct = type({
  id: looseId,
  transaction_id: text,
  credit: numberOrZero,
  debit: numberOrZero,
  admin_bonus: numberOrZero,
  balance: numberOrZero,
  transaction_type: text,
  reference: optional(nullable(text)),
  created_at: text,
});
export type WalletTransaction = Infer<typeof WalletTransactionStruct>;

export const WalletPageStruct = type({ total_size: numberOrZero, data: list(WalletTransactionStruct) });
export type WalletPage = Infer<typeof WalletPageStruct>;

export const WalletBonusStruct = type({
  id: looseId,
  title: text,
  description: optional(text),
  bonus_type: text,
  bonus_amount: numberOrZero,
  minimum_add_amount: numberOrZero,
  maximum_bonus_amount: numberOrZero,
  start_date: optional(nullable(string())),
  end_date: optional(nullable(string())),
});
export type WalletBonus = Infer<typeof WalletBonusStruct>;
export const WalletBonusesStruct = list(WalletBonusStruct);

/** `add-fund` answers the payment page's address, or `false` when the gateway is unknown to the backend. */
export const AddFundAnswerStruct = type({ redirect_link: union([string(), literal(false)]) });
export type AddFundAnswer = Infer<typeof AddFundAnswerStruct>;
