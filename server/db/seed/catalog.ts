/**
 * The non-rental catalogue: categories (top level ids 1–24 in module order, sub-categories from 101), sixteen
 * stores (ids 1–16) with schedules, delivery settings and one discount per module, and eight items per store
 * (ids in store order) with variations and stock, food variations and add-ons, availability windows and
 * flags. Also the parcel categories. Promotions live in catalog-promotions.ts.
 */
import type { Db } from '../connection';
import { CATALOG, PARCEL_CATEGORIES, type ItemTemplate, type ModuleCatalog } from './catalog-data';
import { seeded, SEED_TIME, slugify } from './time';

const FOOD_VARIATIONS = JSON.stringify([
  { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Regular', optionPrice: '0' }, { label: 'Large', optionPrice: '8' }] },
  { name: 'Extras', type: 'multi', min: 1, max: 2, required: 'off', values: [{ label: 'Cheese', optionPrice: '3' }, { label: 'Jalapeños', optionPrice: '2' }, { label: 'Egg', optionPrice: '4' }] },
]);
const FOOD_ADD_ONS: [string, string, number][] = [['Extra sauce', 'صوص إضافي', 2], ['Fries', 'بطاطس مقلية', 8], ['Soft drink', 'مشروب غازي', 6]];
/** Small per-store price differences so the same product is not identical everywhere. */
const STORE_PRICE_FACTORS = [1, 1.05, 0.95, 1.1];

const money = (value: number) => Math.round(value * 100) / 100;

/** A vegetarian-only kitchen sells a veggie dish in the place of a meat one. */
const vegetarian = (template: ItemTemplate, [name, nameAr]: [string, string]): ItemTemplate => ({ ...template, name, nameAr, veg: 1, halal: 0, nutritions: ['Protein'] });

/** choice_options + one variation per option value, with deterministic stock (one value sold out). */
function optionVariations(template: ItemTemplate, price: number, random: () => number) {
  if (!template.option) return { choice_options: '[]', variations: '[]', attributes: '[]', stock: null };
  const variations = template.option.values.map(([label, delta], index) => ({ type: label.replace(/\s+/g, ''), price: money(price + delta), stock: index === 1 ? 0 : 3 + Math.floor(random() * 20) }));
  return {
    choice_options: JSON.stringify([{ name: 'choice_1', title: template.option.title, options: template.option.values.map(([label]) => label) }]),
    variations: JSON.stringify(variations),
    attributes: '[1]',
    stock: variations.reduce((sum, variation) => sum + variation.stock, 0),
  };
}

function seedCategories(db: Db, module: ModuleCatalog, nextTopId: () => number, nextChildId: () => number): { parent: number; children: number[] }[] {
  const insert = db.prepare('INSERT INTO categories (id, module_id, parent_id, name, name_ar, slug, position, featured) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  return module.categories.map((category, index) => {
    const parent = nextTopId();
    insert.run(parent, module.moduleId, 0, category.name, category.nameAr, `${slugify(category.name)}-${parent}`, index + 1, index < 3 ? 1 : 0);
    const children = (category.children ?? []).map(([name, nameAr], childIndex) => {
      const child = nextChildId();
      insert.run(child, module.moduleId, parent, name, nameAr, `${slugify(name)}-${child}`, childIndex + 1, 0);
      return child;
    });
    return { parent, children };
  });
}

export function seedCatalog(db: Db): void {
  const random = seeded(4242);
  const store = db.prepare(
    `INSERT INTO stores (id, module_id, zone_id, vendor_id, name, name_ar, slug, phone, email, address, latitude, longitude, logo, cover_photo, minimum_order,
       free_delivery, minimum_shipping_charge, per_km_shipping_charge, maximum_shipping_charge, self_delivery_system, halal_tag_status, veg, non_veg, cutlery,
       prescription_order, extra_packaging_status, extra_packaging_amount, is_recommended, featured, announcement, announcement_message, delivery_time, rating,
       order_count, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const schedule = db.prepare('INSERT INTO store_schedules (store_id, day, opening_time, closing_time) VALUES (?, ?, ?, ?)');
  const item = db.prepare(
    `INSERT INTO items (id, store_id, module_id, category_id, category_ids, name, name_ar, slug, description, price, discount, discount_type, variations,
       choice_options, attributes, food_variations, add_on_ids, stock, maximum_cart_quantity, available_time_starts, available_time_ends, veg, is_halal, organic,
       recommended, is_prescription_required, generic_name, unit_type, nutritions_name, allergies_name, tags, tax, avg_rating, rating_count, order_count,
       images_count, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addOn = db.prepare('INSERT INTO add_ons (id, store_id, name, name_ar, price) VALUES (?, ?, ?, ?, ?)');
  const discount = db.prepare(
    `INSERT INTO discounts (store_id, discount, discount_type, min_purchase, max_discount, start_date, end_date, start_time, end_time, created_at, updated_at)
     VALUES (?, 10, 'percent', 50, 30, '2024-01-01', '2099-12-31', '00:00:00', '23:59:59', ?, ?)`,
  );
  let topId = 1;
  let childId = 101;
  let storeId = 1;
  let itemId = 1;
  let addOnId = 1;
  for (const module of CATALOG) {
    const categories = seedCategories(db, module, () => topId++, () => childId++);
    const isFood = module.moduleId === 2;
    module.stores.forEach((s, storeIndex) => {
      const slug = slugify(s.name);
      store.run(
        storeId, module.moduleId, s.zoneId, storeId, s.name, s.nameAr, slug, `+9714600${String(storeId).padStart(4, '0')}`, `${slug}@rideway.test`, `${s.address}, Dubai`,
        String(s.lat), String(s.lng), `store-${storeId}-logo.svg`, `store-${storeId}-cover.svg`, storeIndex * 10, storeIndex === 1 ? 1 : 0, 5, 2, 25,
        storeIndex === 2 ? 1 : 0, isFood ? 1 : 0, 1, s.vegOnly ? 0 : 1, isFood ? 1 : 0, module.moduleId === 3 ? 1 : 0, isFood && storeIndex === 0 ? 1 : 0,
        isFood && storeIndex === 0 ? 2 : 0, storeIndex === 0 ? 1 : 0, storeIndex === 0 ? 1 : 0, storeIndex === 1 ? 1 : 0,
        storeIndex === 1 ? 'Free delivery on every order this month.' : null, isFood ? '25-35 min' : '30-45 min',
        JSON.stringify([10 + storeIndex, 4, 1, 0, storeIndex % 2]), 40 + storeIndex * 13, SEED_TIME, SEED_TIME,
      );
      // The fourth store of each module keeps day hours (closed at night); the others never close.
      for (let day = 0; day < 7; day++) schedule.run(storeId, day, storeIndex === 3 ? '09:00:00' : '00:00:00', storeIndex === 3 ? '22:00:00' : '23:59:59');
      if (storeIndex === 0) discount.run(storeId, SEED_TIME, SEED_TIME);
      const storeAddOns: number[] = [];
      if (isFood) {
        for (const [name, nameAr, price] of FOOD_ADD_ONS) {
          addOn.run(addOnId, storeId, name, nameAr, price);
          storeAddOns.push(addOnId++);
        }
      }
      module.items.forEach((original, index) => {
        const template = s.vegOnly && original.veggie ? vegetarian(original, original.veggie) : original;
        const price = money(template.price * (STORE_PRICE_FACTORS[storeIndex] ?? 1));
        const options = optionVariations(template, price, random);
        const category = categories[template.category] ?? categories[0];
        const child = category?.children[template.child ?? 0];
        const categoryId = child ?? category?.parent ?? 0;
        const categoryIds = child ? [{ id: String(category?.parent), position: 1 }, { id: String(child), position: 2 }] : [{ id: String(categoryId), position: 1 }];
        item.run(
          itemId, storeId, module.moduleId, categoryId, JSON.stringify(categoryIds), template.name, template.nameAr, `${slugify(template.name)}-${itemId}`,
          `<p>${template.name} from ${s.name}.</p>`, price, index % 4 === 0 ? 10 : index === 3 ? Math.max(1, Math.round(price * 0.1)) : 0, index === 3 ? 'amount' : 'percent', options.variations,
          options.choice_options, options.attributes, isFood && index < 3 ? FOOD_VARIATIONS : '[]', JSON.stringify(isFood ? storeAddOns : []),
          options.stock ?? (index === 5 ? 0 : 5 + Math.floor(random() * 40)), index === 1 ? 3 : 0, template.window?.[0] ?? '00:00:00',
          template.window?.[1] ?? '23:59:59', template.veg ?? 0, template.halal ?? 0, template.organic ?? 0, index === 0 ? 1 : 0, template.prescription ?? 0,
          JSON.stringify(template.generic ?? []), template.unit ?? null, JSON.stringify(template.nutritions ?? []), JSON.stringify(template.allergies ?? []),
          JSON.stringify([template.name.split(' ')[0]?.toLowerCase() ?? '']), 0, Math.round((3.5 + random() * 1.5) * 10) / 10, 3 + Math.floor(random() * 40),
          Math.floor(random() * 120), 1 + (index % 3), SEED_TIME, SEED_TIME,
        );
        itemId += 1;
      });
      storeId += 1;
    });
  }
  const parcel = db.prepare(
    'INSERT INTO parcel_categories (id, module_id, name, name_ar, description, parcel_per_km_shipping_charge, parcel_minimum_shipping_charge) VALUES (?, 5, ?, ?, ?, ?, ?)',
  );
  for (const [id, name, nameAr, description, perKm, minimum] of PARCEL_CATEGORIES) parcel.run(id, name, nameAr, description, perKm, minimum);
}
