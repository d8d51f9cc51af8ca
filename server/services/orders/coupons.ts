/**
 * Coupons on item orders (contract-marketplace §M6.4): the code must exist, be active, belong to the order's
 * module and run today (404 / 407); store-wise coupons name the store, zone-wise ones its zone, a vendor's
 * coupon only its own store (404); the customer list must include the customer (403); a default coupon's
 * per-customer limit counts their orders holding the code — every one until it is cancelled, an unpaid
 * digital order (placed `failed`, still payable) included — and a first-order coupon counts all their orders
 * (406). Placement checks the limit again inside its write transaction, so two orders placed at the same
 * moment cannot both take the last use.
 * A guest may use only coupons without a limit. Unlike the reference backend the minimum purchase is checked
 * here too, so an order never carries a coupon the checkout said does not apply.
 */
import type { Db } from '../../db/connection';
import type { Caller } from '../../http/context';
import { errorList } from '../../http/errors';
import { parseJsonArray } from '../../http/input';
import type { CouponRow } from '../rental/coupons';

/** A coupon's JSON list column (`data`: its stores or zones, `customer_id`: its customers) as strings; none when unreadable. */
export const couponList = (text: string): string[] => (parseJsonArray(text) ?? []).map(String);

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
  if (coupon.coupon_type === 'store_wise' && !couponList(coupon.data).includes(String(target.storeId))) throw refuse(404, 'This coupon is not valid for this store.');
  if (coupon.coupon_type === 'zone_wise' && !couponList(coupon.data).includes(String(target.storeZoneId))) throw refuse(404, 'This coupon is not valid in this zone.');
  if (coupon.created_by === 'vendor' && coupon.store_id !== null && coupon.store_id !== target.storeId) throw refuse(404, 'This coupon is not valid for this store.');
  if (target.caller.isGuest) {
    if (coupon.limit !== null) throw refuse(404, 'Invalid coupon code.');
    if (!couponList(coupon.customer_id).includes('all')) throw refuse(403, 'This coupon is not valid for you.');
    return coupon;
  }
  const customers = couponList(coupon.customer_id);
  if (!customers.includes('all') && !customers.includes(String(target.caller.id))) throw refuse(403, 'This coupon is not valid for you.');
  checkCouponLimit(db, coupon, target.caller);
  return coupon;
}

/**
 * What counts towards a customer's limit of the coupon: for a first-order coupon all their orders, for any
 * other their orders holding the code that are not cancelled.
 */
export function couponUses(db: Db, coupon: Pick<CouponRow, 'code' | 'coupon_type'>, userId: number): number {
  const row =
    coupon.coupon_type === 'first_order'
      ? db.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ? AND is_guest = 0').get(userId)
      : db.prepare("SELECT count(*) AS n FROM orders WHERE user_id = ? AND is_guest = 0 AND coupon_code = ? AND order_status != 'canceled'").get(userId, coupon.code);
  return (row as { n: number }).n;
}

/** `406` once the customer has used the coupon as often as its limit allows (guests only get unlimited ones). */
export function checkCouponLimit(db: Db, coupon: CouponRow, caller: Caller): void {
  if (caller.isGuest || coupon.limit === null) return;
  if (couponUses(db, coupon, caller.id) >= coupon.limit) throw refuse(406, coupon.coupon_type === 'first_order' ? 'This coupon is only for your first order.' : 'Coupon usage limit reached');
}

/** The spec's words, with the amount in the config's money format. */
export const minimumPurchaseError = (amount: string) => refuse(403, `To apply this coupon,the minimum purchase amount is ${amount}`);

