/**
 * Wallet bonus offers (`customer/wallet/bonuses`, contract §M6.1): the active offers running today on the
 * operator's calendar, and the bonus an amount added to the wallet earns (the best of the offers whose
 * minimum it reaches; a percentage offer is capped by its maximum).
 */
import type { Db } from '../../db/connection';
import { formatWall, wallNow } from '../rental/time';

export interface WalletBonusRow {
  id: number;
  title: string;
  title_ar: string | null;
  description: string;
  description_ar: string | null;
  bonus_type: 'percentage' | 'amount';
  bonus_amount: number;
  minimum_add_amount: number;
  maximum_bonus_amount: number;
  start_date: string;
  end_date: string;
  status: number;
  created_at: string;
  updated_at: string;
}

export function runningBonuses(db: Db, now: Date): WalletBonusRow[] {
  const today = formatWall(wallNow(now)).slice(0, 10);
  return db.prepare('SELECT * FROM wallet_bonuses WHERE status = 1 AND start_date <= ? AND end_date >= ? ORDER BY minimum_add_amount, id').all(today, today) as WalletBonusRow[];
}

/** The bonus for adding `amount` under these offers (0 when none applies). */
export function bonusFor(offers: readonly Pick<WalletBonusRow, 'bonus_type' | 'bonus_amount' | 'minimum_add_amount' | 'maximum_bonus_amount'>[], amount: number): number {
  let best = 0;
  for (const offer of offers) {
    if (offer.minimum_add_amount > amount) continue;
    const bonus = offer.bonus_type === 'percentage' ? Math.min((amount * offer.bonus_amount) / 100, offer.maximum_bonus_amount > 0 ? offer.maximum_bonus_amount : Infinity) : offer.bonus_amount;
    best = Math.max(best, bonus);
  }
  return Math.round(best * 100) / 100;
}

export function bonusJson(row: WalletBonusRow, language: 'en' | 'ar') {
  const { title_ar, description_ar, ...rest } = row;
  return {
    ...rest,
    title: language === 'ar' && title_ar ? title_ar : row.title,
    description: language === 'ar' && description_ar ? description_ar : row.description,
    end_date: `${row.end_date} 23:59:59`,
    start_date: `${row.start_date} 00:00:00`,
    translations: [],
  };
}
