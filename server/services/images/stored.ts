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

function storePicture(db: Db, base: string, end: 'logo' | 'cover'): boolean {
  const store = numbered(base, 'store-', `-${end}`);
  if (store) return exists(db, "SELECT 1 FROM stores s JOIN modules m ON m.id = s.module_id WHERE s.id = ? AND m.module_type != 'rental'", store[0]);
  const provider = numbered(base, 'provider-', `-${end}`);
  return provider !== null && exists(db, "SELECT 1 FROM stores s JOIN modules m ON m.id = s.module_id WHERE s.id = ? AND m.module_type = 'rental'", provider[0]);
}

function bannerPicture(db: Db, base: string): boolean {
  const plain = numbered(base, '');
  if (plain && plain[1] === null) return exists(db, 'SELECT 1 FROM banners WHERE id = ?', plain[0]);
  const own = numbered(base, 'provider-') ?? numbered(base, 'store-');
  if (own && own[1] === null) return exists(db, 'SELECT 1 FROM provider_banners WHERE id = ?', own[0]);
  const promotion = numbered(base, 'promo-');
  if (promotion && promotion[1] === null) return exists(db, 'SELECT 1 FROM modules WHERE id = ?', promotion[0]);
  return base.startsWith('parcel-') && exists(db, 'SELECT 1 FROM module_wise_banners WHERE value = ?', `${base}.svg`);
}

function categoryPicture(db: Db, base: string): boolean {
  const kinds: [string, string][] = [['vehicle-', 'vehicle_categories'], ['parcel-', 'parcel_categories'], ['condition-', 'common_conditions'], ['', 'categories']];
  for (const [prefix, table] of kinds) {
    const id = numbered(base, prefix);
    if (id && id[1] === null) return exists(db, `SELECT 1 FROM ${table} WHERE id = ?`, id[0]);
  }
  return false;
}

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
    case 'brand': {
      if (base === 'logo' || base === 'favicon') return true;
      const item = numbered(base, 'item-');
      if (item && item[1] === null) return exists(db, 'SELECT 1 FROM brands WHERE id = ?', item[0]);
      const vehicle = numbered(base, '');
      return vehicle !== null && vehicle[1] === null && exists(db, 'SELECT 1 FROM vehicle_brands WHERE id = ?', vehicle[0]);
    }
    case 'campaign': {
      const basic = numbered(base, 'basic-');
      if (basic && basic[1] === null) return exists(db, 'SELECT 1 FROM campaigns WHERE id = ?', basic[0]);
      const campaign = numbered(base, '');
      return campaign !== null && campaign[1] === null && exists(db, 'SELECT 1 FROM item_campaigns WHERE id = ?', campaign[0]);
    }
    case 'module': {
      const id = numbered(base, '');
      return id !== null && id[1] === null && exists(db, 'SELECT 1 FROM modules WHERE id = ?', id[0]);
    }
    case 'why-choose':
      return exists(db, 'SELECT 1 FROM module_wise_why_chooses WHERE image = ?', `${base}.svg`);
    case 'user': {
      const id = numbered(base, '');
      return id !== null && id[1] === null && exists(db, 'SELECT 1 FROM users WHERE id = ?', id[0]);
    }
    case 'driver': {
      const id = numbered(base, '');
      return id !== null && id[1] === null && exists(db, 'SELECT 1 FROM delivery_men WHERE id = ?', id[0]);
    }
    case 'gateway':
      return PAYMENT_PICTURES.has(base);
    default:
      return false;
  }
}
