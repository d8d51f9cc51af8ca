/**
 * The customer's account as a whole: interests chosen after sign-up (category ids, and the modules they
 * were chosen in) and deleting the account. Deletion is refused while an order or a rental trip is still
 * running; otherwise the customer's row goes (tokens, addresses, wishlists, ledgers and the picture go with
 * it), as do carts, one-time codes and sign-in throttles. Orders and trips stay as the business's records.
 */
import type { Db } from '../../db/connection';
import { errorList } from '../../http/errors';
import { parseJsonArray, present } from '../../http/input';
import { userById } from '../auth/accounts';
import { forgetCodes } from '../auth/otp';
import { clearLoginFailures, loginKey } from '../auth/credentials';

const RUNNING_ORDERS = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up'];
const RUNNING_TRIPS = ['pending', 'confirmed', 'ongoing'];
const MAX_INTERESTS = 200;

const readList = (text: string): unknown[] => parseJsonArray(text) ?? [];

/**
 * Adds category ids to the customer's interests and the module to `module_ids` (ids as strings, the way
 * `customer/info` shows them). `403 errors[{code:"interest"}]` unless a non-empty list of positive ids.
 */
export function updateInterest(db: Db, userId: number, value: unknown, moduleId: number | null): void {
  if (!present(value)) throw errorList(403, 'interest', 'The interest field is required.');
  const list = parseJsonArray(value);
  if (!list) throw errorList(403, 'interest', 'The interest must be an array.');
  const ids = list.map((entry) => (typeof entry === 'number' ? entry : typeof entry === 'string' && /^\d{1,12}$/.test(entry.trim()) ? Number(entry) : Number.NaN));
  if (list.length === 0 || list.length > MAX_INTERESTS || ids.some((id) => !Number.isSafeInteger(id) || id < 1)) throw errorList(403, 'interest', 'The interest must be a list of category ids.');
  const user = userById(db, userId) as unknown as { interest: string; module_ids: string };
  const interest = [...new Set([...readList(user.interest).map(Number).filter(Number.isFinite), ...ids])];
  const modules = [...new Set([...readList(user.module_ids).map(String), ...(moduleId === null ? [] : [String(moduleId)])])];
  db.prepare('UPDATE users SET interest = ?, module_ids = ? WHERE id = ?').run(JSON.stringify(interest), JSON.stringify(modules), userId);
}

/** `203 errors[{code:"on-going"}]` while something is running; otherwise the account is gone. */
export function removeAccount(db: Db, userId: number): void {
  const orders = db.prepare(`SELECT count(*) AS n FROM orders WHERE user_id = ? AND is_guest = 0 AND order_status IN (${RUNNING_ORDERS.map(() => '?').join(',')})`).get(userId, ...RUNNING_ORDERS) as { n: number };
  if (orders.n > 0) throw errorList(203, 'on-going', 'Please complete your ongoing and accepted orders.');
  const trips = db.prepare(`SELECT count(*) AS n FROM trips WHERE user_id = ? AND is_guest = 0 AND trip_status IN (${RUNNING_TRIPS.map(() => '?').join(',')})`).get(userId, ...RUNNING_TRIPS) as { n: number };
  if (trips.n > 0) throw errorList(203, 'on-going', 'Please complete your ongoing trips.');
  const user = userById(db, userId);
  if (!user) return;
  db.transaction(() => {
    for (const table of ['carts', 'rental_carts', 'rental_cart_user_data']) db.prepare(`DELETE FROM ${table} WHERE user_id = ? AND is_guest = 0`).run(userId);
    const identities = [user.phone, user.email?.toLowerCase()].filter((value): value is string => Boolean(value));
    forgetCodes(db, identities);
    clearLoginFailures(db, loginKey(userId, ''));
    for (const identity of identities) clearLoginFailures(db, loginKey(null, identity));
    db.prepare('DELETE FROM access_tokens WHERE user_id = ?').run(userId);
    // Addresses, wishlists, ledgers and the picture reference the row and go with it.
    db.prepare('DELETE FROM users WHERE id = ?').run(userId);
  })();
}

/** Every column of the customer's row (`customer/info` shows all but the password and the raw interests). */
export type CustomerInfoRow = Record<string, unknown> & { id: number; module_ids: string; interest: string; image: string | null; ref_by: number | null };

export function customerInfoRow(db: Db, userId: number): CustomerInfoRow {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as CustomerInfoRow;
}

/** Remembers the language the customer's app speaks (`X-localization`). */
export function setLanguage(db: Db, userId: number, language: string): void {
  db.prepare('UPDATE users SET current_language_key = ? WHERE id = ?').run(language, userId);
}

/** The customer's own orders (not those placed as a guest). */
export function customerOrderCount(db: Db, userId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ? AND is_guest = 0').get(userId) as { n: number }).n;
}

/** Keeps the device's push token. */
export function setPushToken(db: Db, userId: number, token: string): void {
  db.prepare('UPDATE users SET cm_firebase_token = ? WHERE id = ?').run(token, userId);
}

/** Remembers the customer's zone. */
export function setCustomerZone(db: Db, userId: number, zoneId: number): void {
  db.prepare('UPDATE users SET zone_id = ? WHERE id = ?').run(zoneId, userId);
}
