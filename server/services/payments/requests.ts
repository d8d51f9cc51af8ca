/**
 * Payment requests behind the reference payment page (contract-marketplace §M5.7): what is being paid for
 * (a purpose — an order today, a wallet top-up next — and the id it refers to), by whom, how much, and where
 * the browser goes back. A purpose registers what success and failure do; the page never knows what it sells.
 * The return address is the contract's on purpose: `callback + "?flag=<success|fail|cancel>&&token=<base64>"`
 * with the token `payment_method=<gateway>&&attribute_id=<id>&&transaction_reference=<ref>`, a `?` appended
 * even when the callback already has one (web clients match those literal strings).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection';
import { durableTransaction } from '../../db/durability';
import { laravelTime } from '../auth/accounts';

export type Outcome = 'success' | 'fail' | 'cancel';

export interface PaymentRequestRow {
  id: string;
  purpose: string;
  reference_id: number;
  payer_id: number;
  is_guest: number;
  amount: number;
  gateway: string;
  callback: string;
  status: string;
  transaction_reference: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentPurpose {
  /** Applies a successful payment (inside the request's transaction). */
  succeeded(db: Db, request: PaymentRequestRow, now: Date): void;
  /** Applies a declined or cancelled payment. */
  failed(db: Db, request: PaymentRequestRow, now: Date): void;
}

const purposes = new Map<string, PaymentPurpose>();

export function registerPaymentPurpose(name: string, purpose: PaymentPurpose): void {
  purposes.set(name, purpose);
}

/** An absolute http(s) address to send the browser back to, or null. */
export function safeCallback(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

export function openPaymentRequest(
  db: Db,
  request: { purpose: string; referenceId: number; payerId: number; isGuest: boolean; amount: number; gateway: string; callback: string; now: Date },
): string {
  const id = randomUUID();
  const at = laravelTime(request.now);
  db.prepare(
    'INSERT INTO payment_requests (id, purpose, reference_id, payer_id, is_guest, amount, gateway, callback, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(id, request.purpose, request.referenceId, request.payerId, request.isGuest ? 1 : 0, request.amount, request.gateway, request.callback, at, at);
  return id;
}

export function findPaymentRequest(db: Db, id: unknown): PaymentRequestRow | undefined {
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return db.prepare('SELECT * FROM payment_requests WHERE id = ?').get(id) as PaymentRequestRow | undefined;
}

export function returnUrl(request: Pick<PaymentRequestRow, 'callback' | 'gateway' | 'reference_id' | 'transaction_reference'>, flag: Outcome): string {
  const token = Buffer.from(`payment_method=${request.gateway}&&attribute_id=${request.reference_id}&&transaction_reference=${request.transaction_reference ?? ''}`).toString('base64');
  return `${request.callback}?flag=${flag}&&token=${token}`;
}

/**
 * Ends a pending request once (a second submit of the page changes nothing and returns to the same place),
 * with the gateway the customer chose on the page.
 */
export function finishPaymentRequest(db: Db, id: string, outcome: Outcome, gateway: string, now: Date): string | null {
  return durableTransaction(db, () => {
    const request = findPaymentRequest(db, id);
    if (!request) return null;
    if (request.status !== 'pending') return returnUrl(request, request.status === 'success' ? 'success' : request.status === 'cancel' ? 'cancel' : 'fail');
    const reference = outcome === 'success' ? `TXN-${randomBytes(6).toString('hex').toUpperCase()}` : null;
    db.prepare('UPDATE payment_requests SET status = ?, gateway = ?, transaction_reference = ?, updated_at = ? WHERE id = ?').run(outcome, gateway, reference, laravelTime(now), id);
    const finished = { ...request, status: outcome, gateway, transaction_reference: reference };
    const purpose = purposes.get(request.purpose);
    if (purpose) {
      if (outcome === 'success') purpose.succeeded(db, finished, now);
      else purpose.failed(db, finished, now);
    }
    return returnUrl(finished, outcome);
  });
}
