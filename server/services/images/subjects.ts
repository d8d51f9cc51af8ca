/**
 * Works out what a `/storage/<kind>/<file>.svg` path shows: the entity's name from the database (so a store
 * logo carries the store's initials and a vehicle picture the right body style), its glyph, its shape and
 * its gallery position. Unknown ids still get a picture, named after the file, so an image never 404s
 * for a well-formed path.
 */
import type { Db } from '../../db/connection';
import { MODULE_GLYPH, type GlyphName } from './glyphs';
import type { ImageSubject } from './svg';

interface Named {
  name: string;
  kind?: string | null;
}

/** Vehicle categories drawn as SUVs or vans; everything else is a car. */
const VEHICLE_BODY: Record<string, GlyphName> = { suv: 'suv', pickup: 'suv', van: 'van' };

const one = (db: Db, sql: string, id: number) => db.prepare(sql).get(id) as Named | undefined;

const moduleGlyph = (type: string | null | undefined): GlyphName => MODULE_GLYPH[type ?? ''] ?? 'grid';

const photo = (name: string, glyph: GlyphName, variant = 0, wide = false): ImageSubject => ({ name, glyph, wide, mark: false, variant });
const mark = (name: string, glyph: GlyphName): ImageSubject => ({ name, glyph, wide: false, mark: true, variant: 0 });

function businessName(db: Db): string {
  const row = db.prepare("SELECT value FROM business_settings WHERE key = 'business_name'").get() as { value: string } | undefined;
  return row ? String(JSON.parse(row.value)) : 'Storefront';
}

/** `kind` is the folder, `base` the file name without `.svg`. */
export function imageSubject(db: Db, kind: string, base: string): ImageSubject {
  const numbers = (base.match(/\d+/g) ?? []).map(Number);
  const id = numbers[0] ?? 0;
  const variant = numbers[1] ?? 0;
  const fallback = base.replace(/[-_]+/g, ' ');
  switch (kind) {
    case 'brand': {
      if (base === 'logo' || base === 'favicon') return mark(businessName(db), 'car');
      return mark(one(db, 'SELECT name FROM vehicle_brands WHERE id = ?', id)?.name ?? fallback, 'car');
    }
    case 'module': {
      const row = one(db, 'SELECT module_name AS name, module_type AS kind FROM modules WHERE id = ?', id);
      return mark(row?.name ?? fallback, moduleGlyph(row?.kind));
    }
    case 'store':
    case 'cover': {
      const row = one(db, 'SELECT s.name, m.module_type AS kind FROM stores s JOIN modules m ON m.id = s.module_id WHERE s.id = ?', id);
      return kind === 'store' ? mark(row?.name ?? fallback, moduleGlyph(row?.kind)) : photo(row?.name ?? fallback, moduleGlyph(row?.kind), 0, true);
    }
    case 'category': {
      if (base.startsWith('vehicle-')) {
        const row = one(db, 'SELECT name FROM vehicle_categories WHERE id = ?', id);
        return mark(row?.name ?? fallback, VEHICLE_BODY[(row?.name ?? '').toLowerCase()] ?? 'car');
      }
      if (base.startsWith('parcel-')) return mark(one(db, 'SELECT name FROM parcel_categories WHERE id = ?', id)?.name ?? fallback, 'parcel');
      const row = one(db, 'SELECT c.name, m.module_type AS kind FROM categories c JOIN modules m ON m.id = c.module_id WHERE c.id = ?', id);
      return mark(row?.name ?? fallback, moduleGlyph(row?.kind));
    }
    case 'item': {
      const row = one(db, 'SELECT i.name, m.module_type AS kind FROM items i JOIN modules m ON m.id = i.module_id WHERE i.id = ?', id);
      return photo(row?.name ?? fallback, moduleGlyph(row?.kind), variant);
    }
    case 'campaign': {
      const row = one(db, 'SELECT c.title AS name, m.module_type AS kind FROM item_campaigns c LEFT JOIN modules m ON m.id = c.module_id WHERE c.id = ?', id);
      return photo(row?.name ?? fallback, moduleGlyph(row?.kind), 0, true);
    }
    case 'vehicle': {
      const row = one(db, 'SELECT v.name, c.name AS kind FROM vehicles v JOIN vehicle_categories c ON c.id = v.category_id WHERE v.id = ?', id);
      return photo(row?.name ?? fallback, VEHICLE_BODY[(row?.kind ?? '').toLowerCase()] ?? 'car', variant);
    }
    case 'banner': {
      if (base.startsWith('provider-')) return photo(one(db, 'SELECT title AS name FROM provider_banners WHERE id = ?', id)?.name ?? fallback, 'car', 0, true);
      const row = one(db, 'SELECT b.title AS name, m.module_type AS kind FROM banners b JOIN modules m ON m.id = b.module_id WHERE b.id = ?', id);
      return photo(row?.name ?? fallback, moduleGlyph(row?.kind), 0, true);
    }
    case 'user': {
      const row = one(db, "SELECT trim(coalesce(f_name, '') || ' ' || coalesce(l_name, '')) AS name FROM users WHERE id = ?", id);
      return mark(row?.name || fallback, 'person');
    }
    case 'driver':
      return mark(one(db, "SELECT first_name || ' ' || last_name AS name FROM vehicle_drivers WHERE id = ?", id)?.name ?? fallback, 'person');
    case 'gateway':
      return mark(fallback.replace(/^\w/, (c) => c.toUpperCase()), 'card');
    default:
      return mark(fallback, 'grid');
  }
}
