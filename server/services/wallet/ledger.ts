/**
 * The customer's wallet and loyalty-point ledgers (contract §M6.1, §M6.2): newest-first pages of one
 * customer's rows, and the one way a balance changes (a row and the balance in one transaction). Every
 * query takes the customer's id from the session, never from the request, so no caller reaches another
 * customer's ledger.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection';
import { sqlPage, type Page } from '../../http/input';
import { setting } from '../../http/settings';
import { formatWall, wallNow } from '../rental/time';

/** Wallet transaction types a `type` filter selects; anything else (`all`) selects every row. */
const WALLET_FILTERS: Record<string, readonly string[]> = {
  order: ['order_place', 'order_refund', 'partial_payment', 'trip_booking'],
  add_fund: ['add_fund', 'add_fund_by_admin'],
  loyalty_point: ['loyalty_point'],
  referrer: ['referrer'],
  CashBack: ['CashBack'],
};

export interface LedgerRow {
  id: number;
  user_id: number;
  transaction_id: string;
  credit: number;
  debit: number;
  admin_bonus?: number;
  balance: number;
  transaction_type: string;
  reference: string | null;
  created_at: string;
  updated_at: string;
}

/** `YYYY-MM-DD HH:MM:SS` on the operator's clock, the backend's string form of a timestamp. */
export const ledgerTime = (now: Date) => formatWall(wallNow(now));

const round = (value: number) => Math.round(value * 100) / 100;

export function walletPage(db: Db, userId: number, type: unknown, page: Page): { total: number; rows: LedgerRow[] } {
  const types = typeof type === 'string' && Object.hasOwn(WALLET_FILTERS, type) ? WALLET_FILTERS[type] : undefined;
  const filter = types ? ` AND transaction_type IN (${types.map(() => '?').join(', ')})` : '';
  const args = [userId, ...(types ?? [])];
  const total = (db.prepare(`SELECT count(*) AS n FROM wallet_transactions WHERE user_id = ?${filter}`).get(...args) as { n: number }).n;
  const rows = db.prepare(`SELECT * FROM wallet_transactions WHERE user_id = ?${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, ...sqlPage(page)) as LedgerRow[];
  return { total, rows };
}

export function loyaltyPage(db: Db, userId: number, page: Page): { total: number; rows: LedgerRow[] } {
  const total = (db.prepare('SELECT count(*) AS n FROM loyalty_point_transactions WHERE user_id = ?').get(userId) as { n: number }).n;
  const rows = db.prepare('SELECT * FROM loyalty_point_transactions WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(userId, ...sqlPage(page)) as LedgerRow[];
  return { total, rows };
}

export const walletEnabled = (db: Db) => Number(setting(db, 'customer_wallet_status', 0)) === 1;

export interface WalletEntry {
  credit?: number;
  debit?: number;
  adminBonus?: number;
  type: string;
  reference: string | null;
}

/**
 * Adds one wallet row and moves the balance by credit + bonus − debit. Call inside a transaction when
 * other rows change with it. Returns false (and writes nothing) while the wallet is switched off, as the
 * backend does.
 */
export function writeWallet(db: Db, userId: number, entry: WalletEntry, now: Date): boolean {
  if (!walletEnabled(db)) return false;
  const credit = round(entry.credit ?? 0);
  const debit = round(entry.debit ?? 0);
  const bonus = round(entry.adminBonus ?? 0);
  const user = db.prepare('SELECT wallet_balance FROM users WHERE id = ?').get(userId) as { wallet_balance: number } | undefined;
  if (!user) return false;
  const balance = round(user.wallet_balance + credit + bonus - debit);
  const at = ledgerTime(now);
  db.prepare('UPDATE users SET wallet_balance = ?, updated_at = ? WHERE id = ?').run(balance, at, userId);
  db.prepare(
    `INSERT INTO wallet_transactions (user_id, transaction_id, credit, debit, admin_bonus, balance, transaction_type, reference, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(userId, randomUUID(), credit, debit, bonus, balance, entry.type, entry.reference, at, at);
  return true;
}
