/**
 * Coupons on item orders (contract-marketplace §M6.4): the code must exist, be active, belong to the order's
 * module and run today (404 / 407); store-wise coupons name the store, zone-wise ones its zone, a vendor's
 * coupon only its own store (404); the customer list must include the customer (403); a default coupon's
 * per-customer limit counts their orders with the code, a first-order coupon counts all their orders (406).
 * A guest may use only coupons without a limit. Unlike the reference backend the minimum purchase is checked
 * here too, so an order never carries a coupon the checkout said does not apply.
 */
import type { Db } from '../../db/connection';
import type { Caller } from '../../http/context';
import { errorList } from '../../http/errors';
import type { CouponRow } from '../rental/coupons';

const list = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

export interface CouponTarget {
  code: string;
  moduleId: number;
  storeId: number;
  storeZoneId: number;
  caller: Caller;
  today: string;
}

const refuse = (status: number, message: string) => errorList(status, 'coupon', message);

export function findCoupon(db: Db, target: CouponTarget): CouponRow {
  const coupon = db.prepare('SELECT * FROM coupons WHERE code = ? AND status = 1').get(target.code.slice(0, 100)) as CouponRow | undefined;
  if (!coupon || coupon.module_id !== target.moduleId) throw refuse(404, 'Invalid coupon code.');
  if (coupon.start_date > target.today || coupon.expire_date < target.today) throw refuse(407, 'Coupon expired');
  if (coupon.coupon_type === 'store_wise' && !list(coupon.data).includes(String(target.storeId))) throw refuse(404, 'This coupon is not valid for this store.');
  if (coupon.coupon_type === 'zone_wise' && !list(coupon.data).includes(String(target.storeZoneId))) throw refuse(404, 'This coupon is not valid in this zone.');
  if (coupon.created_by === 'vendor' && coupon.store_id !== null && coupon.store_id !== target.storeId) throw refuse(404, 'This coupon is not valid for this store.');
  if (target.caller.isGuest) {
    if (coupon.limit !== null) throw refuse(404, 'Invalid coupon code.');
    if (!list(coupon.customer_id).includes('all')) throw refuse(403, 'This coupon is not valid for you.');
    return coupon;
  }
  const customers = list(coupon.customer_id);
  if (!customers.includes('all') && !customers.includes(String(target.caller.id))) throw refuse(403, 'This coupon is not valid for you.');
  if (coupon.limit !== null) {
    const used =
      coupon.coupon_type === 'first_order'
        ? (db.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ? AND is_guest = 0').get(target.caller.id) as { n: number }).n
        : (db.prepare("SELECT count(*) AS n FROM orders WHERE user_id = ? AND is_guest = 0 AND coupon_code = ? AND order_status NOT IN ('canceled', 'failed')").get(target.caller.id, coupon.code) as { n: number }).n;
    if (used >= coupon.limit) throw refuse(406, coupon.coupon_type === 'first_order' ? 'This coupon is only for your first order.' : 'Coupon usage limit reached');
  }
  return coupon;
}

/** The spec's words, with the amount in the config's money format. */
export const minimumPurchaseError = (amount: string) => refuse(403, `To apply this coupon,the minimum purchase amount is ${amount}`);

