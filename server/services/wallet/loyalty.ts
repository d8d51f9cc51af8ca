/**
 * Loyalty points to wallet (`customer/loyalty-point/point-transfer`, contract §M6.2): the points leave the
 * loyalty ledger as `point_to_wallet` and the wallet gains the integer part of points ÷ the configured
 * exchange rate (points per currency unit) as `loyalty_point`, both in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection';
import { ApiError, errorList } from '../../http/errors';
import { setting } from '../../http/settings';
import { ledgerTime, walletEnabled, writeWallet } from './ledger';

export interface LoyaltyRules {
  exchangeRate: number;
  minimumPoint: number;
}

export function loyaltyRules(db: Db): LoyaltyRules {
  const rate = Number(setting(db, 'loyalty_point_exchange_rate', 1));
  return { exchangeRate: rate > 0 ? rate : 1, minimumPoint: Math.max(0, Number(setting(db, 'loyalty_point_minimum_point', 0))) };
}

/** The wallet credit for converting `points` (whole currency units, as the backend computes it). */
export const walletAmountFor = (points: number, rules: LoyaltyRules) => Math.floor(points / rules.exchangeRate);

export const loyaltyEnabled = (db: Db) => Number(setting(db, 'loyalty_point_status', 0)) === 1;

const insufficient = () => errorList(403, 'point', 'insufficient point');

/** Converts `points` of the customer's balance; throws the contract's refusals. */
export function transferPoints(db: Db, userId: number, points: number, now: Date): void {
  const rules = loyaltyRules(db);
  // The write lock from the start: the points read are the points spent, whatever another worker does.
  db.transaction(() => {
    const user = db.prepare('SELECT loyalty_point FROM users WHERE id = ?').get(userId) as { loyalty_point: number };
    const amount = walletAmountFor(points, rules);
    if (user.loyalty_point <= 0 || points < rules.minimumPoint || points > user.loyalty_point || amount <= 0) throw insufficient();
    if (!loyaltyEnabled(db) || !walletEnabled(db)) throw new ApiError(203, { errors: [{ code: 'customer_wallet', message: 'Unable to transfer points to the wallet right now.' }] });
    const balance = user.loyalty_point - points;
    const at = ledgerTime(now);
    db.prepare('UPDATE users SET loyalty_point = ? WHERE id = ?').run(balance, userId);
    db.prepare(
      `INSERT INTO loyalty_point_transactions (user_id, transaction_id, credit, debit, balance, transaction_type, reference, created_at, updated_at)
       VALUES (?, ?, 0, ?, ?, 'point_to_wallet', NULL, ?, ?)`,
    ).run(userId, randomUUID(), points, balance, at, at);
    writeWallet(db, userId, { credit: amount, type: 'loyalty_point', reference: null }, now);
  }).immediate();
}
