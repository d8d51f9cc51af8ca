/**
 * The owner's orders as the history routes read them: the ones still moving, a page of finished or running
 * ones, an order's lines, the reasons to cancel or ask a refund, and the pictures kept with orders.
 */
import type { Db } from '../../db/connection';
import type { Caller } from '../../http/context';
import type { Page } from '../../http/input';
import { FINISHED, type OrderRow } from './history';

const MARKS = FINISHED.map(() => '?').join(',');
const OWNER = 'user_id = ? AND is_guest = ?';

/** The caller's orders that have not finished yet (the ones whose clock may move them on). */
export function liveOrders(db: Db, caller: Caller): OrderRow[] {
  return db.prepare(`SELECT * FROM orders WHERE ${OWNER} AND order_status NOT IN (${MARKS})`).all(caller.id, caller.isGuest ? 1 : 0, ...FINISHED) as OrderRow[];
}

/** A page of the caller's finished (or running) orders, newest first, and how many there are in all. */
export function pageOfOrders(db: Db, caller: Caller, finished: boolean, page: Page): { total: number; rows: OrderRow[] } {
  const where = `${OWNER} AND order_status ${finished ? '' : 'NOT '}IN (${MARKS})`;
  const total = (db.prepare(`SELECT count(*) AS n FROM orders WHERE ${where}`).get(caller.id, caller.isGuest ? 1 : 0, ...FINISHED) as { n: number }).n;
  const rows = db.prepare(`SELECT * FROM orders WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(caller.id, caller.isGuest ? 1 : 0, ...FINISHED, page.limit, page.skip) as OrderRow[];
  return { total, rows };
}

export function orderLines(db: Db, orderId: number): Record<string, unknown>[] {
  return db.prepare('SELECT * FROM order_details WHERE order_id = ? ORDER BY id').all(orderId) as Record<string, unknown>[];
}

export interface ReasonRow {
  id: number;
  reason: string;
  reason_ar: string | null;
  [column: string]: unknown;
}

/** A page of the active cancellation reasons, of one kind of user when `type` is given. */
export function pageOfCancellationReasons(db: Db, type: string | null, page: Page): { total: number; rows: ReasonRow[] } {
  const where = type ? 'status = 1 AND user_type = ?' : 'status = 1';
  const args = type ? [type] : [];
  const total = (db.prepare(`SELECT count(*) AS n FROM cancellation_reasons WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = db.prepare(`SELECT * FROM cancellation_reasons WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`).all(...args, page.limit, page.skip) as ReasonRow[];
  return { total, rows };
}

export function refundReasons(db: Db): ReasonRow[] {
  return db.prepare('SELECT * FROM refund_reasons WHERE status = 1 ORDER BY id').all() as ReasonRow[];
}

/** A picture kept with an order (a refund request's), by its file name. */
export function orderFile(db: Db, file: string): { mime_type: string; data: Buffer } | undefined {
  return db.prepare('SELECT mime_type, data FROM order_files WHERE file_name = ?').get(file) as { mime_type: string; data: Buffer } | undefined;
}
