/**
 * Seeds the non-rental catalogue from catalog-data.ts: categories (top level ids 1–24 for each module's
 * first six in module order, later ones from 25; sub-categories from 101), brands, common conditions,
 * stores with weekly schedules, delivery settings, discounts, announcements and their own add-ons, and each
 * store's items. The first eight items of stores 1–16 keep ids 1–128 ((store − 1) × 8 + 1 …); every other
 * item is numbered from 201, in module and store order. English and Arabic are kept side by side, in the
 * variation groups and options too (catalog formatting answers one of them).
 * Promotions, reviews and ratings live in their own seed modules (the parcel module's in parcel.ts).
 */
import type { Db } from '../connection';
import { CATALOG } from './catalog-data';
import type { FoodGroup, Hours, ItemOption, ItemTemplate, ModuleCatalog, StoreSeed } from './catalog-types';
import { seeded, seedTime, slugify, type SeedCalendar } from './time';

const money = (value: number) => Math.round(value * 100) / 100;

/** Each kind of hours as the day's opening slots. */
export const HOURS: Record<Hours, [string, string][]> = {
  always: [['00:00:00', '23:59:59']],
  day: [['09:00:00', '22:00:00']],
  mall: [['10:00:00', '23:00:00']],
  cafe: [['07:00:00', '17:00:00']],
  meals: [['12:00:00', '15:30:00'], ['18:30:00', '23:30:00']],
  // Breakfast, lunch and dinner: a restaurant that serves breakfast opens for it.
  early: [['07:00:00', '15:30:00'], ['18:30:00', '23:30:00']],
  late: [['00:00:00', '02:00:00'], ['12:00:00', '23:59:59']],
  evening: [['17:00:00', '23:59:59']],
  paused: [],
};

/** Units as a customer reads them in Arabic. */
const UNITS_AR: Record<string, string> = {
  kg: 'كغ', pack: 'عبوة', bottle: 'زجاجة', cup: 'كوب', loaf: 'رغيف', bag: 'كيس', box: 'علبة', piece: 'حبة', bunch: 'حزمة', tray: 'طبق', tub: 'علبة',
  can: 'علبة', jar: 'برطمان', bar: 'لوح', carton: 'كرتونة', roll: 'لفة', cake: 'كيكة', pie: 'فطيرة', board: 'لوح', gallon: 'جالون', case: 'كرتونة',
  kit: 'طقم', tube: 'أنبوب', stick: 'قلم', tin: 'علبة', inhaler: 'بخاخ', set: 'طقم', pair: 'زوج',
};

interface Ids {
  categories: Map<string, { parent: number; child: number | null }>;
  brands: Map<string, number>;
  conditions: Map<string, number>;
  addOns: Map<number, number[]>;
}

const joinLabels = (labels: readonly string[]) => labels.map((label) => label.replace(/\s+/g, '')).join('-');

/** Every combination of the options, with its price, deterministic stock (the second one sold out) and its Arabic name. */
function optionVariations(options: readonly ItemOption[], price: number, random: () => number) {
  if (options.length === 0) return { choice_options: '[]', variations: '[]', attributes: '[]', stock: null };
  let combos: { en: string[]; ar: string[]; delta: number }[] = [{ en: [], ar: [], delta: 0 }];
  for (const option of options) {
    combos = combos.flatMap((combo) => option.values.map(([en, ar, delta]) => ({ en: [...combo.en, en], ar: [...combo.ar, ar], delta: combo.delta + delta })));
  }
  const variations = combos.map((combo, index) => ({
    type: joinLabels(combo.en),
    type_ar: joinLabels(combo.ar),
    price: money(price + combo.delta),
    stock: index === 1 ? 0 : 3 + Math.floor(random() * 20),
  }));
  return {
    choice_options: JSON.stringify(
      options.map((option, index) => ({ name: `choice_${index + 1}`, title: option.title, title_ar: option.titleAr, options: option.values.map(([en]) => en), options_ar: option.values.map(([, ar]) => ar) })),
    ),
    variations: JSON.stringify(variations),
    attributes: JSON.stringify(options.map((_, index) => index + 1)),
    stock: variations.reduce((sum, variation) => sum + variation.stock, 0),
  };
}

const foodVariations = (groups: readonly FoodGroup[]) =>
  JSON.stringify(
    groups.map((group) => ({
      name: group.name,
      name_ar: group.nameAr,
      type: group.type,
      min: group.min,
      max: group.max,
      required: group.required,
      values: group.values.map(([label, labelAr, price]) => ({ label, label_ar: labelAr, optionPrice: String(price) })),
    })),
  );

function seedTaxonomy(db: Db): Map<number, Ids> {
  const insertCategory = db.prepare('INSERT INTO categories (id, module_id, parent_id, name, name_ar, slug, position, priority, featured) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const insertBrand = db.prepare('INSERT INTO brands (id, module_id, name, name_ar, slug, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertCondition = db.prepare('INSERT INTO common_conditions (id, module_id, name, name_ar, slug, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertAddOn = db.prepare('INSERT INTO add_ons (id, store_id, name, name_ar, price) VALUES (?, ?, ?, ?, ?)');
  const ids = new Map<number, Ids>();
  let topId = 1;
  let lateTopId = 1 + CATALOG.reduce((sum, module) => sum + Math.min(6, module.categories.length), 0);
  let childId = 101;
  let brandId = 1;
  let conditionId = 1;
  let addOnId = 1;
  for (const module of CATALOG) {
    const categories = new Map<string, { parent: number; child: number | null }>();
    module.categories.forEach((category, index) => {
      const parent = index < 6 ? topId++ : lateTopId++;
      insertCategory.run(parent, module.moduleId, 0, category.name, category.nameAr, `${slugify(category.name)}-${parent}`, index + 1, module.categories.length - index, index < 4 ? 1 : 0);
      categories.set(category.name, { parent, child: null });
      (category.children ?? []).forEach(([name, nameAr], childIndex) => {
        const child = childId++;
        insertCategory.run(child, module.moduleId, parent, name, nameAr, `${slugify(name)}-${child}`, childIndex + 1, 0, 0);
        categories.set(`${category.name}/${name}`, { parent, child });
      });
    });
    const brands = new Map(module.brands.map(([name, nameAr]) => {
      const id = brandId++;
      insertBrand.run(id, module.moduleId, name, nameAr, slugify(name) || `brand-${id}`, seedTime(id), seedTime(id));
      return [name, id];
    }));
    const conditions = new Map((module.conditions ?? []).map(([name, nameAr]) => {
      const id = conditionId++;
      insertCondition.run(id, module.moduleId, name, nameAr, slugify(name), seedTime(id), seedTime(id));
      return [name, id];
    }));
    const addOns = new Map<number, number[]>();
    for (const store of module.stores) {
      addOns.set(store.id, (store.addOns ?? []).map(([name, nameAr, price]) => {
        insertAddOn.run(addOnId, store.id, name, nameAr, price);
        return addOnId++;
      }));
    }
    ids.set(module.moduleId, { categories, brands, conditions, addOns });
  }
  return ids;
}

function seedStores(db: Db, calendar: SeedCalendar): void {
  const store = db.prepare(
    `INSERT INTO stores (id, module_id, zone_id, vendor_id, name, name_ar, slug, phone, email, address, address_ar, latitude, longitude, logo, cover_photo, minimum_order,
       free_delivery, minimum_shipping_charge, per_km_shipping_charge, maximum_shipping_charge, self_delivery_system, halal_tag_status, veg, non_veg, cutlery,
       prescription_order, extra_packaging_status, extra_packaging_amount, is_recommended, featured, schedule_order, announcement, announcement_message,
       announcement_message_ar, delivery_time, order_count, art, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const schedule = db.prepare('INSERT INTO store_schedules (store_id, day, opening_time, closing_time) VALUES (?, ?, ?, ?)');
  const discount = db.prepare(
    `INSERT INTO discounts (store_id, discount, discount_type, min_purchase, max_discount, start_date, end_date, start_time, end_time, created_at, updated_at)
     VALUES (?, ?, 'percent', ?, ?, ?, ?, '00:00:00', '23:59:59', ?, ?)`,
  );
  // 0 = Sunday … 6 = Saturday, as the schedules count them.
  const seedWeekday = new Date(`${calendar.day(0)}T00:00:00Z`).getUTCDay();
  for (const module of CATALOG) {
    const isFood = module.moduleId === 2;
    module.stores.forEach((s, index) => {
      const slug = slugify(s.name);
      const created = seedTime(s.id * 90);
      const [announcement, announcementAr] = s.announcement ?? [null, null];
      store.run(
        s.id, module.moduleId, s.zoneId, s.id, s.name, s.nameAr, slug, `+9714600${String(s.id).padStart(4, '0')}`, `${slug}@rideway.test`, `${s.address}, Dubai`,
        `${s.addressAr}، دبي`, String(s.lat), String(s.lng), `store-${s.id}-logo.svg`, `store-${s.id}-cover.svg`, s.minimumOrder ?? 0, s.freeDelivery ? 1 : 0, 5, 2, 25,
        s.selfDelivery ? 1 : 0, isFood ? 1 : 0, 1, s.vegOnly ? 0 : 1, isFood ? 1 : 0, module.moduleId === 3 ? 1 : 0, isFood && index === 0 ? 1 : 0, isFood && index === 0 ? 2 : 0,
        s.recommended ? 1 : 0, s.featured ? 1 : 0, s.scheduleOrder === false ? 0 : 1, announcement ? 1 : 0, announcement, announcementAr, s.deliveryTime,
        40 + ((s.id * 37) % 160), s.art.join(','), created, created,
      );
      for (let day = 0; day < 7; day++) {
        if (s.weeklyDayOff && day === seedWeekday) continue;
        for (const [opens, closes] of HOURS[s.hours]) schedule.run(s.id, day, opens, closes);
      }
      // A store's discount runs from a month before the seed day to six weeks after it.
      if (s.discount) discount.run(s.id, s.discount[0], s.discount[1], s.discount[2], calendar.day(-30), calendar.day(45), created, created);
    });
  }
}

/** The item ids of a store's items: stores 1–16 keep 1–128 for their first eight, the rest come from `next`. */
function itemIds(store: StoreSeed, count: number, next: () => number): number[] {
  return Array.from({ length: count }, (_, index) => (store.id <= 16 && index < 8 ? (store.id - 1) * 8 + index + 1 : next()));
}

function seedItems(db: Db, ids: Map<number, Ids>): void {
  const random = seeded(4242);
  const insert = db.prepare(
    `INSERT INTO items (id, store_id, module_id, category_id, parent_category_id, category_ids, name, name_ar, slug, description, description_ar, price, discount,
       discount_type, variations, choice_options, attributes, food_variations, add_on_ids, stock, maximum_cart_quantity, available_time_starts, available_time_ends,
       veg, is_halal, organic, recommended, is_prescription_required, generic_name, unit_type, unit_type_ar, nutritions_name, allergies_name, tags, tax, order_count,
       images_count, brand_id, common_condition_id, is_basic, art, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const known = <T>(map: Map<string, T>, name: string | undefined, what: string, store: StoreSeed): T | undefined => {
    if (name === undefined) return undefined;
    const found = map.get(name);
    if (found === undefined) throw new Error(`${store.name}: no ${what} "${name}"`);
    return found;
  };
  // A product on a shared shelf is on offer at the first store that stocks it and at some of the others,
  // not at every one (a deals list would otherwise show the same bananas five times).
  const stocked = new Map<ItemTemplate, number>();
  const onOffer = (store: StoreSeed, template: ItemTemplate) => {
    const seen = stocked.get(template) ?? 0;
    stocked.set(template, seen + 1);
    return seen === 0 || store.id <= 16 || (store.id + template.name.length) % 3 === 0;
  };
  const add = (id: number, module: ModuleCatalog, store: StoreSeed, template: ItemTemplate) => {
    const taxonomy = ids.get(module.moduleId) as Ids;
    if (store.vegOnly && template.veg !== 1) throw new Error(`${store.name} is vegetarian but sells ${template.name}`);
    const price = money(template.price * (store.priceFactor ?? 1));
    const options = optionVariations(template.options ?? [], price, random);
    const category = known(taxonomy.categories, template.category, 'category', store) as { parent: number; child: number | null };
    const categoryIds = category.child ? [{ id: String(category.parent), position: 1 }, { id: String(category.child), position: 2 }] : [{ id: String(category.parent), position: 1 }];
    const offered = onOffer(store, template) ? template.discount : undefined;
    const [discount, discountType] = typeof offered === 'number' ? [offered, 'percent'] : offered ? [offered[0], 'amount'] : [0, 'percent'];
    const stock = options.stock ?? (template.soldOut ? 0 : 5 + Math.floor(random() * 40));
    const created = seedTime(id * 7);
    const unitAr = template.unit ? UNITS_AR[template.unit] : null;
    if (template.unit && !unitAr) throw new Error(`No Arabic for the unit "${template.unit}"`);
    insert.run(
      id, store.id, module.moduleId, category.child ?? category.parent, category.parent, JSON.stringify(categoryIds), template.name, template.nameAr,
      `${slugify(template.name)}-${id}`, template.description, template.descriptionAr, price, discount, discountType, options.variations, options.choice_options,
      options.attributes, foodVariations(template.groups ?? []), JSON.stringify(template.addOns ? taxonomy.addOns.get(store.id) ?? [] : []), stock,
      template.maxQuantity ?? 0, template.window?.[0] ?? '00:00:00', template.window?.[1] ?? '23:59:59', template.veg ?? 0, template.halal ?? 0, template.organic ?? 0,
      template.recommended ?? 0, template.prescription ?? 0, JSON.stringify(template.generic ?? []), template.unit ?? null, unitAr,
      JSON.stringify(template.nutritions ?? []), JSON.stringify(template.allergies ?? []), JSON.stringify([template.name.split(' ')[0]?.toLowerCase() ?? '']), 0,
      Math.floor(random() * 120), template.pictures ?? 1 + (id % 3), known(taxonomy.brands, template.brand, 'brand', store) ?? 0,
      known(taxonomy.conditions, template.condition, 'condition', store) ?? 0, module.moduleId === 3 && !template.prescription ? 1 : 0, template.art ?? null, created, created,
    );
  };
  let next = 201;
  for (const module of CATALOG) {
    for (const store of module.stores) {
      const names = new Set(store.items.map((template) => template.name));
      if (names.size !== store.items.length) throw new Error(`${store.name} lists an item twice`);
      const storeIds = itemIds(store, store.items.length, () => next++);
      store.items.forEach((template, index) => add(storeIds[index] as number, module, store, template));
    }
  }
}

export function seedCatalog(db: Db, calendar: SeedCalendar): void {
  seedStores(db, calendar);
  const ids = seedTaxonomy(db);
  seedItems(db, ids);
}
