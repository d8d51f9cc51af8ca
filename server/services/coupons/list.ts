/**
 * The coupons a customer can use in the store-based modules (`coupon/list`, `coupon/list/all`, contract
 * §M6.4): active, running today on the operator's calendar, in the asked module. A store's coupon is listed
 * when one of its stores is open for business in the customer's zones (or the module serves every zone) and
 * names that store; a zone coupon when one of its zones is the customer's. Coupons meant for named customers
 * are listed only to those customers; for a signed-in customer, coupons they can no longer use (their
 * per-customer limit spent, a first-order coupon after their first orders) are left out.
 */
import type { Db } from '../../db/connection';
import { formatWall, wallNow } from '../rental/time';
import { localisedCoupon, type CouponRow } from '../rental/coupons';
import { couponList, couponUses } from '../orders/coupons';
import type { StoreRow as FullStoreRow } from '../../db/rows';

type StoreRow = Pick<FullStoreRow, 'id' | 'name' | 'name_ar' | 'zone_id' | 'module_id'>;

export interface CouponQuery {
  /** null: every module (the signed-in list without a module header). */
  moduleId: number | null;
  zones: number[];
  /** The signed-in customer, or null for a guest's list. */
  userId: number | null;
  now: Date;
  /** Titles and store names in Arabic. */
  ar?: boolean;
}

export interface ListedCoupon extends Omit<CouponRow, 'data' | 'title_ar'> {
  data: string;
  store: { id: number; name: string } | null;
  slug: string;
  translations: never[];
}

function usable(db: Db, coupon: CouponRow, userId: number | null): boolean {
  const customers = couponList(coupon.customer_id);
  if (!customers.includes('all') && (userId === null || !customers.includes(String(userId)))) return false;
  if (userId === null || coupon.limit === null) return true;
  return couponUses(db, coupon, userId) < coupon.limit;
}

export function listCoupons(db: Db, query: CouponQuery): ListedCoupon[] {
  const today = formatWall(wallNow(query.now)).slice(0, 10);
  const moduleFilter = query.moduleId === null ? "module_id IN (SELECT id FROM modules WHERE module_type != 'rental')" : 'module_id = ?';
  const args = query.moduleId === null ? [] : [query.moduleId];
  const coupons = db.prepare(`SELECT * FROM coupons WHERE status = 1 AND ${moduleFilter} AND start_date <= ? AND expire_date >= ? ORDER BY id`).all(...args, today, today) as CouponRow[];
  const allZones = new Set((db.prepare('SELECT id FROM modules WHERE all_zone_service = 1').all() as { id: number }[]).map((row) => row.id));
  const storeStatement = db.prepare('SELECT id, name, name_ar, zone_id, module_id FROM stores WHERE id = ? AND status = 1 AND active = 1');
  const ar = query.ar === true;
  const storeName = (store: StoreRow) => (ar && store.name_ar ? store.name_ar : store.name);
  const openStore = (id: string | number | null): StoreRow | null => {
    if (id === null) return null;
    const store = storeStatement.get(Number(id)) as StoreRow | undefined;
    if (!store) return null;
    return allZones.has(store.module_id) || query.zones.includes(store.zone_id) ? store : null;
  };
  const listed: ListedCoupon[] = [];
  for (const coupon of coupons) {
    if (!usable(db, coupon, query.userId)) continue;
    const base = { ...localisedCoupon(coupon, ar), slug: coupon.code.toLowerCase(), translations: [] as never[] };
    if (coupon.coupon_type === 'store_wise') {
      const store = couponList(coupon.data).map(openStore).find((row) => row !== null);
      if (!store) continue;
      listed.push({ ...base, data: storeName(store), store_id: store.id, store: { id: store.id, name: storeName(store) } });
      continue;
    }
    if (coupon.coupon_type === 'zone_wise' && !couponList(coupon.data).some((zone) => query.zones.includes(Number(zone)))) continue;
    let store: StoreRow | null = null;
    if (coupon.created_by === 'vendor' && coupon.store_id !== null) {
      store = openStore(coupon.store_id);
      if (!store) continue;
    }
    listed.push({ ...base, store: store ? { id: store.id, name: storeName(store) } : null });
  }
  return listed;
}
