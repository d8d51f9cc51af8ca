/**
 * Whether a `/storage/<kind>/<name>` path names a picture the database has: an item's gallery position it
 * has, a store, a category, a banner… Only those are drawn; any other name is a 404, so made-up names cost a
 * lookup, never a drawing (paths.ts builds every name this accepts).
 */
import type { Db } from '../../db/connection';
import { GATEWAYS } from '../payments/gateways';

/** The payment methods the config and the checkout show a picture for. */
const PAYMENT_PICTURES = new Set<string>([...GATEWAYS.map((gateway) => gateway.gateway), 'cash_on_delivery', 'wallet', 'offline_payment', 'digital_payment', 'partial_payment']);

const exists = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) !== undefined;

/** `<prefix><id>` or `<prefix><id>-<n>` → [id, n]; null when the name is not of that form. */
function numbered(base: string, prefix: string, suffix = ''): [number, number | null] | null {
  const match = new RegExp(`^${prefix}(\\d{1,9})(?:-(\\d{1,3}))?${suffix}$`).exec(base);
  if (!match) return null;
  return [Number(match[1]), match[2] === undefined ? null : Number(match[2])];
}

/** `<prefix><id>` naming a row of `table`. */
function row(db: Db, base: string, table: string, prefix = ''): boolean {
  const id = numbered(base, prefix);
  return id !== null && id[1] === null && exists(db, `SELECT 1 FROM ${table} WHERE id = ?`, id[0]);
}

function storePicture(db: Db, base: string, end: 'logo' | 'cover'): boolean {
  const store = numbered(base, 'store-', `-${end}`);
  if (store) return exists(db, "SELECT 1 FROM stores s JOIN modules m ON m.id = s.module_id WHERE s.id = ? AND m.module_type != 'rental'", store[0]);
  const provider = numbered(base, 'provider-', `-${end}`);
  return provider !== null && exists(db, "SELECT 1 FROM stores s JOIN modules m ON m.id = s.module_id WHERE s.id = ? AND m.module_type = 'rental'", provider[0]);
}

/** The first `[prefix, table]` whose prefix the name has decides: the row it names exists or not. */
function rowOfKind(db: Db, base: string, kinds: readonly [string, string][]): boolean | null {
  for (const [prefix, table] of kinds) if (numbered(base, prefix)) return row(db, base, table, prefix);
  return null;
}

function bannerPicture(db: Db, base: string): boolean {
  const known = rowOfKind(db, base, [['provider-', 'provider_banners'], ['store-', 'provider_banners'], ['promo-', 'modules'], ['', 'banners']]);
  return known ?? (base.startsWith('parcel-') && exists(db, 'SELECT 1 FROM module_wise_banners WHERE value = ?', `${base}.svg`));
}

const categoryPicture = (db: Db, base: string) => rowOfKind(db, base, [['vehicle-', 'vehicle_categories'], ['parcel-', 'parcel_categories'], ['condition-', 'common_conditions'], ['', 'categories']]) ?? false;

/** `kind` is the folder, `base` the file name without its extension. */
export function isStoredPicture(db: Db, kind: string, base: string): boolean {
  switch (kind) {
    case 'item': {
      const [id, n] = numbered(base, '') ?? [0, null];
      return exists(db, 'SELECT 1 FROM items WHERE id = ? AND ? BETWEEN 1 AND max(1, images_count)', id, n ?? 1);
    }
    case 'vehicle': {
      const [id, n] = numbered(base, '') ?? [0, null];
      return exists(db, 'SELECT 1 FROM vehicles WHERE id = ? AND ? BETWEEN 0 AND images_count', id, n ?? 0);
    }
    case 'store':
      return storePicture(db, base, 'logo');
    case 'cover':
      return storePicture(db, base, 'cover');
    case 'category':
      return categoryPicture(db, base);
    case 'banner':
      return bannerPicture(db, base);
    case 'brand':
      return base === 'logo' || base === 'favicon' || (rowOfKind(db, base, [['item-', 'brands'], ['', 'vehicle_brands']]) ?? false);
    case 'campaign':
      return rowOfKind(db, base, [['basic-', 'campaigns'], ['', 'item_campaigns']]) ?? false;
    case 'module':
      return row(db, base, 'modules');
    case 'why-choose':
      return exists(db, 'SELECT 1 FROM module_wise_why_chooses WHERE image = ?', `${base}.svg`);
    case 'user':
      return row(db, base, 'users');
    case 'driver':
      return row(db, base, 'delivery_men');
    case 'gateway':
      return PAYMENT_PICTURES.has(base);
    default:
      return false;
  }
}
