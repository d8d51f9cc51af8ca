/** Stores, schedules, items (variations, add-ons, stock, availability windows, flags), campaigns, banners and coupons for the non-rental modules. */
import type { Db } from '../connection';
import { CATALOG } from './catalog-data';
import { seeded, SEED_TIME, slugify } from './time';

const FOOD_VARIATIONS = JSON.stringify([
  { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Regular', optionPrice: '0' }, { label: 'Large', optionPrice: '8' }] },
  { name: 'Extras', type: 'multi', min: 1, max: 2, required: 'off', values: [{ label: 'Cheese', optionPrice: '3' }, { label: 'Jalapeños', optionPrice: '2' }, { label: 'Egg', optionPrice: '4' }] },
]);

function ecommerceVariations(price: number, random: () => number) {
  const sizes = ['S', 'M', 'L'];
  const colours = ['Black', 'White'];
  const variations = colours.flatMap((colour) => sizes.map((size) => ({ type: `${colour}-${size}`, price: price + (size === 'L' ? 10 : 0), stock: Math.floor(random() * 6) })));
  return {
    choice_options: JSON.stringify([
      { name: 'choice_1', title: 'Colour', options: colours },
      { name: 'choice_2', title: 'Size', options: sizes },
    ]),
    variations: JSON.stringify(variations),
  };
}

export function seedCatalog(db: Db): void {
  const random = seeded(4242);
  const category = db.prepare('INSERT INTO categories (id, module_id, parent_id, name, name_ar, slug, position, featured) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const store = db.prepare(
    `INSERT INTO stores (id, module_id, zone_id, name, slug, phone, email, address, latitude, longitude, minimum_order, free_delivery, minimum_shipping_charge,
       per_km_shipping_charge, maximum_shipping_charge, self_delivery_system, halal_tag_status, rating, order_count, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const schedule = db.prepare('INSERT INTO store_schedules (store_id, day, opening_time, closing_time) VALUES (?, ?, ?, ?)');
  const item = db.prepare(
    `INSERT INTO items (id, store_id, module_id, category_id, name, slug, description, price, discount, discount_type, variations, choice_options, food_variations,
       add_on_ids, stock, maximum_cart_quantity, available_time_starts, available_time_ends, veg, is_halal, organic, recommended, is_prescription_required,
       generic_name, unit_type, tags, avg_rating, rating_count, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addOn = db.prepare('INSERT INTO add_ons (id, store_id, name, price) VALUES (?, ?, ?, ?)');
  const discount = db.prepare(
    `INSERT INTO discounts (store_id, discount, discount_type, min_purchase, max_discount, start_date, end_date, start_time, end_time, created_at, updated_at)
     VALUES (?, ?, 'percent', ?, ?, '2024-01-01', '2099-12-31', '00:00:00', '23:59:59', ?, ?)`,
  );
  let categoryId = 1;
  let storeId = 1;
  let itemId = 1;
  let addOnId = 1;
  for (const module of CATALOG) {
    const categoryIds: number[] = [];
    module.categories.forEach(([name, nameAr], index) => {
      category.run(categoryId, module.moduleId, 0, name, nameAr, slugify(name), index, index < 3 ? 1 : 0);
      categoryIds.push(categoryId);
      categoryId += 1;
    });
    module.stores.forEach((s, storeIndex) => {
      store.run(
        storeId, module.moduleId, s.zoneId, s.name, slugify(s.name), `+9714600${String(storeId).padStart(4, '0')}`, `${slugify(s.name)}@rideway.test`, `${s.address}, Dubai`,
        String(s.lat), String(s.lng), storeIndex * 10, storeIndex === 1 ? 1 : 0, 5, 2, 25, storeIndex === 2 ? 1 : 0, module.moduleId === 2 ? 1 : 0,
        JSON.stringify([10 + storeIndex, 4, 1, 0, storeIndex % 2]), 40 + storeIndex * 13, SEED_TIME, SEED_TIME,
      );
      for (let day = 0; day < 7; day++) schedule.run(storeId, day, storeIndex === 3 ? '09:00:00' : '00:00:00', storeIndex === 3 ? '22:00:00' : '23:59:59');
      if (storeIndex === 0) discount.run(storeId, 10, 50, 30, SEED_TIME, SEED_TIME);
      const storeAddOns: number[] = [];
      if (module.moduleId === 2) {
        for (const [name, price] of [['Extra sauce', 2], ['Fries', 8], ['Soft drink', 6]] as const) {
          addOn.run(addOnId, storeId, name, price);
          storeAddOns.push(addOnId);
          addOnId += 1;
        }
      }
      module.items.forEach((template, index) => {
        const isFood = module.moduleId === 2;
        const isShop = module.moduleId === 4;
        const shop = isShop && index % 3 === 2 ? ecommerceVariations(template.price, random) : { choice_options: '[]', variations: '[]' };
        const lateOnly = isFood && index === 6;
        item.run(
          itemId, storeId, module.moduleId, categoryIds[index % categoryIds.length] ?? categoryIds[0], template.name, `${slugify(template.name)}-${itemId}`,
          `<p>${template.name} from ${s.name}.</p>`, template.price, index % 4 === 0 ? 10 : 0, 'percent', shop.variations, shop.choice_options,
          isFood && index < 3 ? FOOD_VARIATIONS : '[]', JSON.stringify(isFood ? storeAddOns : []), index === 5 ? 0 : 5 + Math.floor(random() * 40),
          index === 1 ? 3 : 0, lateOnly ? '22:00:00' : '00:00:00', '23:59:59', template.veg ?? 0, template.halal ?? 0, template.organic ?? 0, index === 0 ? 1 : 0,
          template.prescription ?? 0, JSON.stringify(template.generic ?? []), template.unit ?? null, JSON.stringify([template.name.split(' ')[0]]),
          Math.round((3.5 + random() * 1.5) * 10) / 10, 3 + Math.floor(random() * 40), SEED_TIME, SEED_TIME,
        );
        itemId += 1;
      });
      storeId += 1;
    });
  }
  db.prepare("INSERT INTO item_campaigns (id, item_id, title, available_date_starts, available_date_ends) VALUES (1, 1, 'Fresh week', '2024-01-01', '2099-12-31')").run();
  db.prepare("INSERT INTO item_campaigns (id, item_id, title, available_date_starts, available_date_ends) VALUES (2, 9, 'Burger days', '2024-01-01', '2099-12-31')").run();
}
