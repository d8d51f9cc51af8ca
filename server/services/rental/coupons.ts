/**
 * Rental coupons: lists (valid today, filtered by zone, provider and customer) and the checks applied at
 * `coupon/apply` and at booking (contract §4.3 step 4), with their error statuses. A coupon works only in
 * its own module. Its per-customer limit counts a guest's bookings too (by guest id and, at booking, by the
 * contact phone), so a guest cannot use a once-per-customer coupon again and again.
 */
import type { Db } from '../../db/connection';
import { HttpError } from '../../http/errors';
import { formatWall, wallNow } from './time';

export interface CouponRow {
  id: number;
  module_id: number;
  title: string;
  title_ar?: string | null;
  code: string;
  start_date: string;
  expire_date: string;
  min_purchase: number;
  max_discount: number;
  discount: number;
  discount_type: string;
  coupon_type: string;
  limit: number | null;
  data: string;
  customer_id: string;
  created_by: string;
  store_id: number | null;
  total_uses: number;
  status: number;
}

const couponError = (status: number, message: string) => new HttpError(status, { errors: [{ code: 'coupon', message }] });
const today = (now: Date) => formatWall(wallNow(now)).slice(0, 10);

const list = (text: string) => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

function customerAllowed(coupon: CouponRow, userId: number | null): boolean {
  const customers = list(coupon.customer_id);
  return customers.includes('all') || (userId !== null && customers.includes(String(userId)));
}

export function couponsFor(db: Db, moduleId: number, now: Date, userId: number | null): CouponRow[] {
  const date = today(now);
  return (db.prepare('SELECT * FROM coupons WHERE module_id = ? AND status = 1 AND start_date <= ? AND expire_date >= ? ORDER BY id').all(moduleId, date, date) as CouponRow[]).filter((coupon) =>
    customerAllowed(coupon, userId),
  );
}

export interface CouponCustomer {
  id: number;
  isGuest: boolean;
  /** A guest's contact phone at booking: their earlier guest bookings with it count towards the limit. */
  phone?: string;
}

/** Bookings with this coupon by the customer (or guest, or a guest's contact phone). */
function usesBy(db: Db, code: string, customer: CouponCustomer): number {
  const own = (db.prepare('SELECT count(*) AS n FROM trips WHERE coupon_code = ? AND user_id = ? AND is_guest = ?').get(code, customer.id, customer.isGuest ? 1 : 0) as { n: number }).n;
  if (!customer.isGuest || !customer.phone) return own;
  const byPhone = (
    db
      .prepare("SELECT count(*) AS n FROM trips WHERE coupon_code = ? AND is_guest = 1 AND user_id != ? AND json_extract(user_info, '$.contact_person_number') = ?")
      .get(code, customer.id, customer.phone) as { n: number }
  ).n;
  return own + byPhone;
}

/** Validates a code for a provider; throws the contract's coupon errors (404, 407, 406, 403). */
export function checkCoupon(
  db: Db,
  options: { code: string; moduleId: number; providerId: number; providerZoneId: number; customer: CouponCustomer | null; now: Date },
): CouponRow {
  const userId = options.customer && !options.customer.isGuest ? options.customer.id : null;
  const coupon = db.prepare('SELECT * FROM coupons WHERE code = ? AND status = 1').get(options.code) as CouponRow | undefined;
  if (!coupon || coupon.module_id !== options.moduleId) throw couponError(404, 'Coupon not found');
  const date = today(options.now);
  if (coupon.start_date > date || coupon.expire_date < date) throw couponError(407, 'Coupon expired');
  if (coupon.coupon_type === 'free_delivery') throw couponError(403, 'This coupon is not valid for trips');
  if (coupon.coupon_type === 'store_wise' && !list(coupon.data).includes(String(options.providerId))) throw couponError(403, 'This coupon is not valid for this provider');
  if (coupon.coupon_type === 'zone_wise' && !list(coupon.data).includes(String(options.providerZoneId))) throw couponError(403, 'This coupon is not valid in this zone');
  if (coupon.created_by === 'vendor' && coupon.store_id !== null && coupon.store_id !== options.providerId) throw couponError(403, 'This coupon is not valid for this provider');
  if (!customerAllowed(coupon, userId)) throw couponError(403, 'This coupon is not valid for you');
  if (coupon.limit !== null && options.customer && usesBy(db, coupon.code, options.customer) >= coupon.limit) throw couponError(406, 'Coupon usage limit reached');
  return coupon;
}

/** A coupon row as the contract shows it: its title in the request's language, the Arabic not as a field of its own. */
export function localisedCoupon<T extends CouponRow>({ title_ar: titleAr, ...coupon }: T, ar: boolean) {
  return { ...coupon, title: ar && titleAr ? titleAr : coupon.title };
}

export function couponJson(db: Db, coupon: CouponRow, ar = false) {
  const row = coupon.store_id ? (db.prepare('SELECT id, name, name_ar FROM stores WHERE id = ?').get(coupon.store_id) as { id: number; name: string; name_ar: string | null } | undefined) : undefined;
  const store = row ? { id: row.id, name: ar && row.name_ar ? row.name_ar : row.name } : undefined;
  return {
    ...localisedCoupon(coupon, ar),
    data: coupon.coupon_type === 'store_wise' && store ? store.name : coupon.data,
    store: store ?? null,
    slug: coupon.code.toLowerCase(),
    translations: [],
  };
}
