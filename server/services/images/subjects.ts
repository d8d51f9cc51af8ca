/**
 * Works out what a `/storage/<kind>/<file>.svg` path shows: the entity behind it (by id, from the
 * database), which illustrations fit it (art-choice.ts, or what a seeded item or store says it shows), its
 * colour, and the slot it fills. The storage route asks only for names the database has (stored.ts); an id
 * gone since still gets a picture of its kind. A customer's avatar never carries their name, only a neutral
 * silhouette.
 */
import type { Db } from '../../db/connection';
import { artForName, AVATAR_ART, BRAND_FALLBACK_ART, BUSINESS_ART, COLOURS, DRIVER_ART, gatewayArt, itemArt, MODULE_ART, MODULE_COMPANIONS, PARCEL_ART, PARCEL_BANNER_ART, PARCEL_HOW_ART, vehicleArt, WHY_CHOOSE_ART } from './art-choice';
import { hasArt, TINTABLE } from './art';
import { hueOf, productPaint, vehiclePaint } from './colour';
import type { Picture, Slot } from './compose';

interface Row {
  name: string;
  kind?: string | null;
  extra?: string | null;
}

const one = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as Row | undefined;
const all = (db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Row[];

const moduleLead = (type: string | null | undefined) => MODULE_ART[type ?? ''] ?? 'package';
const companions = (type: string | null | undefined) => MODULE_COMPANIONS[type ?? ''] ?? [];
const distinct = (list: string[]) => [...new Set(list)];
/** The module's own subjects (its lead, then its companions), starting from the `n`th, round. */
const moduleSubjectsFrom = (type: string | null | undefined, n: number) => {
  const pool = distinct([moduleLead(type), ...companions(type)]);
  const from = n % pool.length;
  return [...pool.slice(from), ...pool.slice(0, from)];
};

function picture(slot: Slot, title: string, subjects: string[], options: Partial<Picture> = {}): Picture {
  return { slot, title, subjects, hue: hueOf(title), seed: title, variant: 1, ...options };
}

function businessName(db: Db): string {
  const row = db.prepare("SELECT value FROM business_settings WHERE key = 'business_name'").get() as { value: string } | undefined;
  return row ? String(JSON.parse(row.value)) : 'Storefront';
}

/** The subjects a store says it shows (its logo's, then its cover's), when it says. */
function ownStoreArt(db: Db, storeId: number): string[] {
  const row = one(db, 'SELECT name, art AS extra FROM stores WHERE id = ?', storeId);
  return (row?.extra ?? '').split(',').map((subject) => subject.trim()).filter((subject) => subject !== '' && hasArt(subject));
}

/** What a store sells, as subjects: its own choice, else its logo's subject, then its items' (best sellers first). */
function storeSubjects(db: Db, storeId: number, type: string | null | undefined, name: string): string[] {
  const own = ownStoreArt(db, storeId);
  if (own.length >= 3) return own.slice(0, 6);
  const items = all(db, 'SELECT name, art AS extra FROM items WHERE store_id = ? AND status = 1 ORDER BY order_count DESC, id LIMIT 24', storeId);
  const lead = own[0] ?? artForName(name, moduleLead(type));
  return distinct([lead, ...items.map((item) => itemArt(item.name, moduleLead(type), item.extra).lead)]).slice(0, 6);
}

/** The colours a product is sold in (its `Colour` option, in English), first first. */
function coloursOf(options: string | null | undefined): string[] {
  try {
    const parsed = JSON.parse(options ?? '[]') as { title?: string; options?: string[] }[];
    return (parsed.find((option) => option.title === 'Colour')?.options ?? []).map((colour) => colour.toLowerCase()).filter((colour) => colour in COLOURS);
  } catch {
    return [];
  }
}

/**
 * An item drawn as itself: its form and what sets it apart (art-choice.ts), in its colour. A product sold in
 * colours shows its first on the main picture and the others on the gallery's next ones.
 */
function itemPicture(db: Db, id: number, variant: number, fallback: string): Picture {
  const row = db.prepare('SELECT i.name, i.art, i.choice_options, m.module_type AS kind FROM items i JOIN modules m ON m.id = i.module_id WHERE i.id = ?').get(id) as
    | { name: string; art: string | null; choice_options: string; kind: string }
    | undefined;
  const name = row?.name ?? fallback;
  const colours = coloursOf(row?.choice_options);
  const byColour = colours.length > 1 && variant <= colours.length;
  const art = itemArt(name, moduleLead(row?.kind), row?.art, byColour ? colours[variant - 1] : colours[0]);
  const paint = art.colour ? COLOURS[art.colour] : TINTABLE.has(art.lead) ? productPaint(name) : undefined;
  return picture('square', name, art.second ? [art.lead, art.second] : [art.lead], { variant: byColour ? 1 : variant, paint });
}

/**
 * A brand's subject: what it sells most, as that item's picture draws it, unless a brand of its module listed
 * before it took that subject already; then the next of its items' (their forms, then what sets them apart).
 */
function brandSubject(db: Db, brandId: number): string {
  const brands = db.prepare('SELECT id FROM brands WHERE module_id = (SELECT module_id FROM brands WHERE id = ?) ORDER BY id').all(brandId) as { id: number }[];
  const taken = new Set<string>();
  for (const brand of brands) {
    const arts = (db.prepare('SELECT name, art FROM items WHERE brand_id = ? ORDER BY order_count DESC, id').all(brand.id) as { name: string; art: string | null }[]).map((item) => itemArt(item.name, BRAND_FALLBACK_ART, item.art));
    const candidates = distinct([...arts.map((art) => art.lead), ...arts.flatMap((art) => (art.second ? [art.second] : []))]);
    const subject = candidates.find((candidate) => !taken.has(candidate)) ?? candidates[0] ?? BRAND_FALLBACK_ART;
    if (brand.id === brandId) return subject;
    taken.add(subject);
  }
  return BRAND_FALLBACK_ART;
}

function providerSubjects(db: Db, providerId: number): { subjects: string[]; seed: string } {
  const vehicles = all(db, 'SELECT v.name, c.name AS kind FROM vehicles v JOIN vehicle_categories c ON c.id = v.category_id WHERE v.provider_id = ? ORDER BY v.id LIMIT 12', providerId);
  return { subjects: distinct(vehicles.map((v) => vehicleArt(v.kind ?? '', v.name))), seed: `provider-${providerId}` };
}

function storePicture(db: Db, kind: 'store' | 'cover', base: string, id: number, fallback: string): Picture {
  const rental = base.startsWith('provider-');
  const row = one(db, 'SELECT s.name, m.module_type AS kind FROM stores s JOIN modules m ON m.id = s.module_id WHERE s.id = ?', id);
  const name = row?.name ?? fallback;
  if (kind === 'store') return picture('logo', name, [rental ? 'automobile' : (ownStoreArt(db, id)[0] ?? artForName(name, moduleLead(row?.kind)))]);
  const subjects = rental ? providerSubjects(db, id).subjects : storeSubjects(db, id, row?.kind, name);
  return picture('cover', name, subjects.length > 0 ? subjects : [moduleLead(row?.kind)]);
}

function bannerPicture(db: Db, base: string, id: number, fallback: string): Picture {
  if (base.startsWith('provider-')) {
    const row = one(db, 'SELECT b.title AS name, b.store_id AS extra FROM provider_banners b WHERE b.id = ?', id);
    const { subjects } = providerSubjects(db, Number(row?.extra ?? 0));
    return picture('banner', row?.name ?? fallback, [subjects[0] ?? 'automobile', ...subjects.slice(1)], { paint: vehiclePaint(`banner-${id}`).paint });
  }
  if (base.startsWith('store-')) {
    const row = one(db, 'SELECT b.title AS name, s.id AS extra, m.module_type AS kind FROM provider_banners b JOIN stores s ON s.id = b.store_id JOIN modules m ON m.id = s.module_id WHERE b.id = ?', id);
    const storeId = Number(row?.extra ?? 0);
    const subjects = storeSubjects(db, storeId, row?.kind, one(db, 'SELECT name FROM stores WHERE id = ?', storeId)?.name ?? fallback);
    return picture('banner', row?.name ?? fallback, id % 2 === 0 ? [...subjects.slice(1), subjects[0] ?? 'package'] : subjects);
  }
  if (base.startsWith('parcel-')) {
    if (base === 'parcel-how-it-works') {
      const row = one(db, "SELECT value AS name FROM module_wise_banners WHERE key = 'section_title' AND type = 'video_banner_content' ORDER BY id LIMIT 1");
      return picture('banner', row?.name ?? fallback, PARCEL_HOW_ART);
    }
    const row = one(db, "SELECT title AS name FROM module_wise_banners WHERE value = ? AND type = 'promotional_banner'", `${base}.svg`);
    return picture('banner', row?.name ?? fallback, PARCEL_BANNER_ART[(Math.max(1, id) - 1) % PARCEL_BANNER_ART.length] ?? ['package']);
  }
  if (base.startsWith('promo-')) {
    const row = one(db, 'SELECT module_name AS name, module_type AS kind FROM modules WHERE id = ?', id);
    return picture('banner', row?.name ?? fallback, [moduleLead(row?.kind), ...companions(row?.kind).slice(2)]);
  }
  const row = one(db, 'SELECT b.title AS name, m.module_type AS kind, b.type || \':\' || coalesce(b.store_id, b.item_id, 0) AS extra FROM banners b JOIN modules m ON m.id = b.module_id WHERE b.id = ?', id);
  const title = row?.name ?? fallback;
  const [type = 'default', targetText = '0'] = (row?.extra ?? '').split(':');
  const target = Number(targetText);
  if (row?.kind === 'rental') {
    const fleet = type === 'store_wise' ? providerSubjects(db, target).subjects : [];
    return picture('banner', title, [fleet[0] ?? vehicleArt(title, title), ...companions('rental')], { paint: vehiclePaint(`banner-${id}`).paint });
  }
  if (type === 'store_wise') {
    const store = one(db, 'SELECT name FROM stores WHERE id = ?', target);
    // What the store sells leads; its logo's subject comes last (the module's own banners lead with it too).
    const [logo = 'package', ...sold] = storeSubjects(db, target, row?.kind, store?.name ?? title);
    return picture('banner', title, [...sold, logo]);
  }
  if (type === 'item_wise') {
    const item = one(db, 'SELECT name, art AS extra FROM items WHERE id = ?', target);
    const art = itemArt(item?.name ?? title, moduleLead(row?.kind), item?.extra);
    return picture('banner', title, distinct([art.lead, ...(art.second ? [art.second] : []), ...companions(row?.kind)]));
  }
  // A module's own banner leads with its first companion, so it does not look like its leading store's.
  return picture('banner', title, distinct([artForName(title, companions(row?.kind)[0] ?? moduleLead(row?.kind)), ...companions(row?.kind)]));
}

/** `kind` is the folder, `base` the file name without `.svg`. */
export function pictureFor(db: Db, kind: string, base: string): Picture {
  const numbers = (base.match(/\d+/g) ?? []).map(Number);
  const id = numbers[0] ?? 0;
  const variant = Math.max(1, numbers[1] ?? 1);
  const fallback = base.replace(/[-_]+/g, ' ');
  switch (kind) {
    case 'brand': {
      if (base === 'logo' || base === 'favicon') return picture('logo', businessName(db), [BUSINESS_ART]);
      if (base.startsWith('item-')) {
        const name = one(db, 'SELECT name FROM brands WHERE id = ?', id)?.name ?? fallback;
        return picture('badge', name, [brandSubject(db, id)], { label: name });
      }
      const name = one(db, 'SELECT name FROM vehicle_brands WHERE id = ?', id)?.name ?? fallback;
      return picture('badge', name, ['automobile'], { label: name });
    }
    case 'module': {
      const row = one(db, 'SELECT module_name AS name, module_type AS kind FROM modules WHERE id = ?', id);
      return picture('square', row?.name ?? fallback, [moduleLead(row?.kind)]);
    }
    case 'store':
    case 'cover':
      return storePicture(db, kind, base, id, fallback);
    case 'category': {
      if (base.startsWith('vehicle-')) {
        const name = one(db, 'SELECT name FROM vehicle_categories WHERE id = ?', id)?.name ?? fallback;
        return picture('square', name, [vehicleArt(name, name)], { paint: vehiclePaint(`category-${id}`).paint });
      }
      if (base.startsWith('parcel-')) {
        const name = one(db, 'SELECT name FROM parcel_categories WHERE id = ?', id)?.name ?? fallback;
        return picture('square', name, [PARCEL_ART[name.toLowerCase()] ?? 'package']);
      }
      if (base.startsWith('condition-')) {
        const name = one(db, 'SELECT name FROM common_conditions WHERE id = ?', id)?.name ?? fallback;
        return picture('square', name, [artForName(name, 'pill')]);
      }
      const row = one(db, 'SELECT c.name, m.module_type AS kind FROM categories c JOIN modules m ON m.id = c.module_id WHERE c.id = ?', id);
      return picture('square', row?.name ?? fallback, [artForName(row?.name ?? fallback, moduleLead(row?.kind))]);
    }
    case 'item':
      return itemPicture(db, id, variant, fallback);
    case 'campaign': {
      if (base.startsWith('basic-')) {
        const row = one(db, 'SELECT c.title AS name, m.module_type AS kind FROM campaigns c JOIN modules m ON m.id = c.module_id WHERE c.id = ?', id);
        const title = row?.name ?? fallback;
        // Each campaign of a module leads with a subject of its own (its title's, else the next of the module's).
        const others = moduleSubjectsFrom(row?.kind, id);
        return picture('banner', title, distinct([artForName(title, others[0] ?? 'package'), ...others]));
      }
      // An item's campaign shows the item as its picture does, beside the module's subjects from the far side.
      const row = one(db, 'SELECT c.title AS name, m.module_type AS kind, i.name AS extra, i.art FROM item_campaigns c JOIN items i ON i.id = c.item_id LEFT JOIN modules m ON m.id = c.module_id WHERE c.id = ?', id) as (Row & { art?: string | null }) | undefined;
      const art = itemArt(row?.extra ?? fallback, moduleLead(row?.kind), row?.art);
      const others = moduleSubjectsFrom(row?.kind, id + 3);
      return picture('banner', row?.name ?? fallback, distinct([art.lead, ...(art.second ? [art.second] : []), ...others]));
    }
    case 'vehicle': {
      const row = one(db, 'SELECT v.name, c.name AS kind FROM vehicles v JOIN vehicle_categories c ON c.id = v.category_id WHERE v.id = ?', id);
      const name = row?.name ?? fallback;
      return picture('photo', name, [vehicleArt(row?.kind ?? '', name)], { variant, paint: vehiclePaint(`vehicle-${id}`).paint, hue: 214 });
    }
    case 'banner':
      return bannerPicture(db, base, id, fallback);
    case 'why-choose': {
      const title = one(db, 'SELECT title AS name FROM module_wise_why_chooses WHERE id = ?', id)?.name ?? fallback;
      return picture('square', title, [WHY_CHOOSE_ART[(Math.max(1, id) - 1) % WHY_CHOOSE_ART.length] ?? 'package']);
    }
    case 'user':
      return picture('avatar', 'Profile picture', [AVATAR_ART], { hue: 214 });
    case 'driver':
      return picture('avatar', 'Driver', [DRIVER_ART], { hue: 214 });
    case 'gateway': {
      const title = fallback.replace(/^\w/, (c) => c.toUpperCase());
      return picture('logo', title, [gatewayArt(base.toLowerCase())]);
    }
    default:
      return picture('square', fallback, ['package']);
  }
}
