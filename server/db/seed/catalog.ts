/**
 * Seeds the non-rental catalogue from catalog-data.ts: categories (top level ids 1–24 for each module's
 * first six in module order, later ones from 25; sub-categories from 101), brands, common conditions,
 * stores (ids 1–24) with weekly schedules, delivery settings and discounts, add-ons, and items. Items
 * 1–128 are the eight base items of stores 1–16 in store order; every other item is numbered from 201.
 * Promotions, reviews and ratings live in their own seed modules (the parcel module's in parcel.ts).
 */
import type { Db } from '../connection';
import { CATALOG } from './catalog-data';
import type { Hours, ItemTemplate, ModuleCatalog, StoreSeed } from './catalog-types';
import { seeded, seedTime, slugify } from './time';

/** Small per-store price differences so the same product is not identical everywhere. */
const STORE_PRICE_FACTORS = [1, 1.05, 0.95, 1.1, 1.02, 0.98];

const money = (value: number) => Math.round(value * 100) / 100;

const HOURS: Record<Hours, [string, string] | null> = {
  always: ['00:00:00', '23:59:59'],
  day: ['09:00:00', '22:00:00'],
  evening: ['17:00:00', '23:59:59'],
  paused: null,
};

interface Ids {
  categories: { parent: number; children: number[] }[];
  brands: number[];
  conditions: number[];
  addOns: Map<number, number[]>;
}

/** Every combination of the options, with its price and deterministic stock (the second one sold out). */
function optionVariations(template: ItemTemplate, price: number, random: () => number) {
  const options = template.options ?? [];
  if (options.length === 0) return { choice_options: '[]', variations: '[]', attributes: '[]', stock: null };
  let combos: { labels: string[]; delta: number }[] = [{ labels: [], delta: 0 }];
  for (const option of options) combos = combos.flatMap((combo) => option.values.map(([label, delta]) => ({ labels: [...combo.labels, label], delta: combo.delta + delta })));
  const variations = combos.map((combo, index) => ({
    type: combo.labels.map((label) => label.replace(/\s+/g, '')).join('-'),
    price: money(price + combo.delta),
    stock: index === 1 ? 0 : 3 + Math.floor(random() * 20),
  }));
  return {
    choice_options: JSON.stringify(options.map((option, index) => ({ name: `choice_${index + 1}`, title: option.title, options: option.values.map(([label]) => label) }))),
    variations: JSON.stringify(variations),
    attributes: JSON.stringify(options.map((_, index) => index + 1)),
    stock: variations.reduce((sum, variation) => sum + variation.stock, 0),
  };
}

const foodVariations = (template: ItemTemplate) =>
  JSON.stringify(
    (template.groups ?? []).map((group) => ({
      name: group.name,
      type: group.type,
      min: group.min,
      max: group.max,
      required: group.required,
      values: group.values.map(([label, price]) => ({ label, optionPrice: String(price) })),
    })),
  );

/** A vegetarian-only kitchen sells a veggie dish in the place of a meat one, and leaves out meat it has no swap for. */
function forStore(store: StoreSeed, template: ItemTemplate): ItemTemplate | null {
  if (!store.vegOnly || template.veg === 1) return template;
  if (!template.veggie) return null;
  const [name, nameAr] = template.veggie;
  return { ...template, name, nameAr, veg: 1, halal: 0, nutritions: ['Protein'], description: `${name}: the vegetarian take on our ${template.name.toLowerCase()}.`, descriptionAr: `${nameAr}: النسخة النباتية من ${template.nameAr}.` };
}

function storeShare(module: ModuleCatalog, store: StoreSeed): ItemTemplate[] {
  const { sells } = store;
  if (sells === 'half') return module.more.filter((_, index) => index % 2 === 0);
  if (sells === 'other-half') return module.more.filter((_, index) => index % 2 === 1);
  return module.more.filter((template) => sells.includes(template.category));
}

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
    const categories = module.categories.map((category, index) => {
      const parent = index < 6 ? topId++ : lateTopId++;
      insertCategory.run(parent, module.moduleId, 0, category.name, category.nameAr, `${slugify(category.name)}-${parent}`, index + 1, module.categories.length - index, index < 4 ? 1 : 0);
      const children = (category.children ?? []).map(([name, nameAr], childIndex) => {
        const child = childId++;
        insertCategory.run(child, module.moduleId, parent, name, nameAr, `${slugify(name)}-${child}`, childIndex + 1, 0, 0);
        return child;
      });
      return { parent, children };
    });
    const brands = module.brands.map(([name, nameAr]) => {
      const id = brandId++;
      insertBrand.run(id, module.moduleId, name, nameAr, slugify(name) || `brand-${id}`, seedTime(id), seedTime(id));
      return id;
    });
    const conditions = (module.conditions ?? []).map(([name, nameAr]) => {
      const id = conditionId++;
      insertCondition.run(id, module.moduleId, name, nameAr, slugify(name), seedTime(id), seedTime(id));
      return id;
    });
    const addOns = new Map<number, number[]>();
    for (const store of module.stores) {
      addOns.set(store.id, (module.addOns ?? []).map(([name, nameAr, price]) => {
        insertAddOn.run(addOnId, store.id, name, nameAr, price);
        return addOnId++;
      }));
    }
    ids.set(module.moduleId, { categories, brands, conditions, addOns });
  }
  return ids;
}

function seedStores(db: Db): void {
  const store = db.prepare(
    `INSERT INTO stores (id, module_id, zone_id, vendor_id, name, name_ar, slug, phone, email, address, address_ar, latitude, longitude, logo, cover_photo, minimum_order,
       free_delivery, minimum_shipping_charge, per_km_shipping_charge, maximum_shipping_charge, self_delivery_system, halal_tag_status, veg, non_veg, cutlery,
       prescription_order, extra_packaging_status, extra_packaging_amount, is_recommended, featured, schedule_order, announcement, announcement_message, delivery_time,
       order_count, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const schedule = db.prepare('INSERT INTO store_schedules (store_id, day, opening_time, closing_time) VALUES (?, ?, ?, ?)');
  const discount = db.prepare(
    `INSERT INTO discounts (store_id, discount, discount_type, min_purchase, max_discount, start_date, end_date, start_time, end_time, created_at, updated_at)
     VALUES (?, ?, 'percent', ?, ?, '2024-01-01', '2099-12-31', '00:00:00', '23:59:59', ?, ?)`,
  );
  for (const module of CATALOG) {
    const isFood = module.moduleId === 2;
    module.stores.forEach((s, index) => {
      const slug = slugify(s.name);
      const created = seedTime(s.id * 90);
      store.run(
        s.id, module.moduleId, s.zoneId, s.id, s.name, s.nameAr, slug, `+9714600${String(s.id).padStart(4, '0')}`, `${slug}@rideway.test`, `${s.address}, Dubai`,
        `${s.addressAr}، دبي`, String(s.lat), String(s.lng), `store-${s.id}-logo.svg`, `store-${s.id}-cover.svg`, s.minimumOrder ?? 0, s.freeDelivery ? 1 : 0, 5, 2, 25,
        s.selfDelivery ? 1 : 0, isFood ? 1 : 0, 1, s.vegOnly ? 0 : 1, isFood ? 1 : 0, module.moduleId === 3 ? 1 : 0, isFood && index === 0 ? 1 : 0, isFood && index === 0 ? 2 : 0,
        s.recommended ? 1 : 0, s.featured ? 1 : 0, s.scheduleOrder === false ? 0 : 1, s.announcement ? 1 : 0, s.announcement ?? null, s.deliveryTime, 40 + ((s.id * 37) % 160),
        created, created,
      );
      const hours = HOURS[s.hours];
      if (hours) for (let day = 0; day < 7; day++) schedule.run(s.id, day, hours[0], hours[1]);
      if (s.discount) discount.run(s.id, s.discount[0], s.discount[1], s.discount[2], created, created);
    });
  }
}

function seedItems(db: Db, ids: Map<number, Ids>): void {
  const random = seeded(4242);
  const insert = db.prepare(
    `INSERT INTO items (id, store_id, module_id, category_id, parent_category_id, category_ids, name, name_ar, slug, description, description_ar, price, discount,
       discount_type, variations, choice_options, attributes, food_variations, add_on_ids, stock, maximum_cart_quantity, available_time_starts, available_time_ends,
       veg, is_halal, organic, recommended, is_prescription_required, generic_name, unit_type, nutritions_name, allergies_name, tags, tax, order_count, images_count,
       brand_id, common_condition_id, is_basic, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const add = (id: number, module: ModuleCatalog, store: StoreSeed, storeIndex: number, original: ItemTemplate) => {
    const template = forStore(store, original);
    if (!template) return false;
    const taxonomy = ids.get(module.moduleId) as Ids;
    const price = money(template.price * (STORE_PRICE_FACTORS[storeIndex] ?? 1));
    const options = optionVariations(template, price, random);
    const category = taxonomy.categories[template.category] ?? taxonomy.categories[0];
    const parent = category?.parent ?? 0;
    const child = category?.children[template.child ?? 0];
    const categoryIds = child ? [{ id: String(parent), position: 1 }, { id: String(child), position: 2 }] : [{ id: String(parent), position: 1 }];
    const [discount, discountType] = typeof template.discount === 'number' ? [template.discount, 'percent'] : template.discount ? [template.discount[0], 'amount'] : [0, 'percent'];
    const stock = options.stock ?? (template.soldOut ? 0 : 5 + Math.floor(random() * 40));
    const created = seedTime(id * 7);
    insert.run(
      id, store.id, module.moduleId, child ?? parent, parent, JSON.stringify(categoryIds), template.name, template.nameAr, `${slugify(template.name)}-${id}`,
      template.description, template.descriptionAr, price, discount, discountType, options.variations, options.choice_options, options.attributes, foodVariations(template),
      JSON.stringify(template.addOns ? taxonomy.addOns.get(store.id) ?? [] : []), stock, template.maxQuantity ?? 0, template.window?.[0] ?? '00:00:00',
      template.window?.[1] ?? '23:59:59', template.veg ?? 0, template.halal ?? 0, template.organic ?? 0, template.recommended ?? 0, template.prescription ?? 0,
      JSON.stringify(template.generic ?? []), template.unit ?? null, JSON.stringify(template.nutritions ?? []), JSON.stringify(template.allergies ?? []),
      JSON.stringify(template.tags ?? [template.name.split(' ')[0]?.toLowerCase() ?? '']), 0, Math.floor(random() * 120), 1 + (id % 3),
      template.brand === undefined ? 0 : taxonomy.brands[template.brand] ?? 0, template.condition === undefined ? 0 : taxonomy.conditions[template.condition] ?? 0,
      module.moduleId === 3 && !template.prescription ? 1 : 0, created, created,
    );
    return true;
  };
  // Items 1–128: the base items of the first four stores of each module, in store order.
  let id = 1;
  for (const module of CATALOG) {
    module.stores.slice(0, 4).forEach((store, storeIndex) => {
      for (const template of module.base) add(id++, module, store, storeIndex, template);
    });
  }
  id = 201;
  for (const module of CATALOG) {
    module.stores.forEach((store, storeIndex) => {
      // Newer stores sell the base items of their own categories only (an Indian kitchen sells no burgers).
      const base = Array.isArray(store.sells) ? module.base.filter((template) => (store.sells as number[]).includes(template.category)) : module.base;
      const templates = storeIndex < 4 ? storeShare(module, store) : [...base, ...storeShare(module, store)];
      for (const template of templates) if (add(id, module, store, storeIndex, template)) id += 1;
    });
  }
}

export function seedCatalog(db: Db): void {
  seedStores(db);
  const ids = seedTaxonomy(db);
  seedItems(db, ids);
}
