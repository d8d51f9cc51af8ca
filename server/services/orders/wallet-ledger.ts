/**
 * The customer's wallet as orders move money in and out of it: a ledger row per movement with the running
 * balance, and the balance on the user kept equal to it. Callers run these inside their own durable
 * transaction, which holds the write lock: the balance read here is the one written, whatever another worker
 * did since the caller last looked, and a debit the balance no longer covers is refused (the caller's whole
 * transaction with it), so a wallet never goes below zero.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection';
import { errorList } from '../../http/errors';
import { laravelTime } from '../auth/accounts';

export function walletBalance(db: Db, userId: number): number {
  return (db.prepare('SELECT wallet_balance AS balance FROM users WHERE id = ?').get(userId) as { balance: number } | undefined)?.balance ?? 0;
}

export function moveWallet(db: Db, userId: number, change: { credit?: number; debit?: number; type: string; reference: string; now: Date }): number {
  const credit = Math.max(0, change.credit ?? 0);
  const debit = Math.max(0, change.debit ?? 0);
  const balance = Math.round((walletBalance(db, userId) + credit - debit) * 1000) / 1000;
  if (balance < 0) throw errorList(203, 'order_amount', 'Your wallet balance is not enough for this order.');
  const at = laravelTime(change.now);
  db.prepare('UPDATE users SET wallet_balance = ?, updated_at = ? WHERE id = ?').run(balance, at, userId);
  db.prepare(
    'INSERT INTO wallet_transactions (user_id, transaction_id, credit, debit, balance, transaction_type, reference, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(userId, randomUUID(), credit, debit, balance, change.type, change.reference, at, at);
  return balance;
}
