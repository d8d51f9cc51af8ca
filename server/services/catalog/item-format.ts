/**
 * Item JSON in the contract's two formats (§3.5.1 full, §3.5.2 compact; marketplace §M3.5): the effective
 * discount (a running flash sale first, else the larger of the item's and the store's), stock during a
 * flash sale, decoded variations and options, active add-ons, availability times that are never null, the
 * store's name and schedule-order switch. A page is formatted with one query per kind of related row.
 *
 * A compact card is also kept as JSON text (`compactItemTexts`), keyed by what it is made of: the item's row
 * (cached rows are frozen: the same object is the same content), its store's running percentage, its running
 * flash-sale line, the request's origin (picture URL) and language. Building and serializing 25 cards was most
 * of an item list's work once the rows came from the cache.
 */
import { objectSerial } from '../../db/row-cache';
import { origin } from '../../http/context';
import { RawJson } from '../../http/raw-json';
import { fileName, imagePaths } from '../images/paths';
import { addOnsOf, discountsOf, modulesById, runningFlashLines, type AddOnRow, type CompactItemRow, type ItemWithStore } from './rows';
import { effectiveDiscount, isRunning, normaliseTime } from './rules';
import { localised, picture, parseJson, type Scope } from './scope';
import { minDeliveryMinutes, moduleJson } from './store-format';
import { localisedTerm } from './terms-ar';

interface Related {
  storePercent: (storeId: number) => number | null;
  flash: ReturnType<typeof runningFlashLines>;
  addOns: Map<number, AddOnRow>;
}

/** A page's store discounts, running flash-sale lines and (for full items) add-ons, one query each. */
function related(scope: Scope, rows: readonly (CompactItemRow & Partial<Pick<ItemWithStore, 'add_on_ids'>>)[]): Related {
  const discounts = discountsOf(scope.db, [...new Set(rows.map((row) => row.store_id))]);
  const addOnIds = [...new Set(rows.flatMap((row) => parseJson<number[]>(row.add_on_ids, [])))];
  // Worked out once per store of the page, not once per item.
  const percents = new Map<number, number | null>();
  return {
    storePercent: (storeId) => {
      let percent = percents.get(storeId);
      if (percent === undefined) {
        const discount = discounts.get(storeId);
        percents.set(storeId, (percent = discount && discount.discount_type === 'percent' && isRunning(discount, scope.wall) ? discount.discount : null));
      }
      return percent;
    },
    flash: runningFlashLines(scope.db, rows.map((row) => row.id), scope.wall),
    addOns: addOnsOf(scope.db, addOnIds),
  };
}

function pricing(row: CompactItemRow, context: Related) {
  const line = context.flash.get(row.id);
  const effective = effectiveDiscount(row, context.storePercent(row.store_id), line ?? null);
  // During a sale: what is left of its allotment, never more than the item itself has (what a cart can take).
  return { ...effective, stock: line ? Math.max(0, Math.min(line.stock - line.sold, row.stock)) : row.stock };
}

const images = (row: ItemWithStore) => Array.from({ length: Math.max(1, row.images_count) }, (_, index) => imagePaths.item(row.id, index + 1));

/** Food variation groups as the backend stores them, or `""` when the item has none. */
function foodVariations(text: string) {
  const groups = parseJson<unknown[]>(text, []);
  return Array.isArray(groups) && groups.length > 0 ? groups : '';
}

/**
 * The seed keeps each group's, option's and combination's Arabic beside its English (`name_ar`, `label_ar`,
 * `title_ar`, `options_ar`, `type_ar`); an answer carries the one the request asks for, under the contract's own
 * keys. The English stays what the server stores in carts and orders (services/orders/sellable.ts reads both).
 */
interface StoredGroup {
  name: string;
  name_ar?: string;
  values: { label: string; label_ar?: string }[];
}

function localisedFoodVariations(scope: Pick<Scope, 'ar'>, text: string) {
  const groups = foodVariations(text) as StoredGroup[] | '';
  if (groups === '') return '';
  return groups.map(({ name_ar: nameAr, values, ...group }) => ({
    ...group,
    name: scope.ar && nameAr ? nameAr : group.name,
    values: (Array.isArray(values) ? values : []).map(({ label_ar: labelAr, ...value }) => ({ ...value, label: scope.ar && labelAr ? labelAr : value.label })),
  }));
}

function localisedChoices(scope: Scope, text: string) {
  return parseJson<{ title?: string; title_ar?: string; options?: string[]; options_ar?: string[] }[]>(text, []).map(({ title_ar: titleAr, options_ar: optionsAr, ...choice }) => ({
    ...choice,
    title: scope.ar && titleAr ? titleAr : choice.title,
    options: scope.ar && optionsAr ? optionsAr : choice.options,
  }));
}

function localisedCombinations(scope: Scope, text: string) {
  return parseJson<{ type?: string; type_ar?: string }[]>(text, []).map(({ type_ar: typeAr, ...combination }) => ({ ...combination, type: scope.ar && typeAr ? typeAr : combination.type }));
}

export function formatItemsCompact(scope: Scope, rows: readonly CompactItemRow[]) {
  if (rows.length === 0) return [];
  const context = related(scope, rows);
  return rows.map((row) => compactItem(scope, row, context));
}

/** Compact card texts per item row, by the rest of the card's key; a few per row (languages, hosts, discounts). */
const compactTexts = new WeakMap<CompactItemRow, Map<string, RawJson>>();
const TEXTS_PER_ROW = 16;

/** The compact cards as JSON texts (`formatItemsCompact`, serialized), each kept while what it is made of stays. */
export function compactItemTexts(scope: Scope, rows: readonly CompactItemRow[]): RawJson[] {
  if (rows.length === 0) return [];
  const context = related(scope, rows);
  const where = `${origin(scope.request)} ${scope.ar}`;
  return rows.map((row) => {
    const line = context.flash.get(row.id);
    // Only rows from the row cache are frozen and never change; anything else is serialized every time.
    if (!Object.isFrozen(row) || (line && !Object.isFrozen(line))) return new RawJson(JSON.stringify(compactItem(scope, row, context)));
    const key = `${where} ${String(context.storePercent(row.store_id))} ${objectSerial(line)}`;
    let texts = compactTexts.get(row);
    let text = texts?.get(key);
    if (text) return text;
    text = new RawJson(JSON.stringify(compactItem(scope, row, context)), true);
    if (!texts || texts.size >= TEXTS_PER_ROW) compactTexts.set(row, (texts = new Map()));
    texts.set(key, text);
    return text;
  });
}

function compactItem(scope: Scope, row: CompactItemRow, context: Related) {
  const price = pricing(row, context);
  const variations = parseJson<unknown[]>(row.variations, []);
  return {
    id: row.id,
    name: localised(scope, row.name, row.name_ar),
    image_full_url: scope.image(imagePaths.item(row.id, 1)),
    price: row.price,
    veg: row.veg,
    unit_type: localised(scope, row.unit_type ?? '', row.unit_type_ar) || null,
    recommended: row.recommended,
    organic: row.organic,
    is_halal: row.is_halal,
    stock: price.stock,
    maximum_cart_quantity: row.maximum_cart_quantity,
    discount: price.discount,
    discount_type: price.discount_type,
    store_discount: price.store_discount,
    item_discount: price.item_discount,
    item_discount_type: price.item_discount_type,
    rating_count: row.rating_count,
    avg_rating: row.avg_rating,
    has_variant: variations.length + (foodVariations(row.food_variations) === '' ? 0 : 1),
    available_time_starts: normaliseTime(row.available_time_starts),
    available_time_ends: normaliseTime(row.available_time_ends),
    halal_tag_status: row.store_halal,
    store_name: localised(scope, row.store_name, row.store_name_ar),
    store_id: row.store_id,
    module_id: row.module_id,
    module_type: row.module_type,
    free_delivery: row.free_delivery === 1,
    flash_sale: price.flash_sale,
    is_prescription_required: row.is_prescription_required,
  };
}

export function formatItemsFull(scope: Scope, rows: readonly ItemWithStore[]) {
  if (rows.length === 0) return [];
  const context = related(scope, rows);
  const modules = modulesById(scope.db);
  return rows.map((row) => {
    const price = pricing(row, context);
    const paths = images(row);
    const [minDelivery, maxDelivery] = [minDeliveryMinutes(row.delivery_time), Number(/\d+\D+(\d+)/.exec(row.delivery_time)?.[1] ?? minDeliveryMinutes(row.delivery_time))];
    return {
      id: row.id,
      name: localised(scope, row.name, row.name_ar),
      description: localised(scope, row.description, row.description_ar),
      slug: row.slug,
      ...picture(scope, paths[0] as string),
      images: paths.map((path) => ({ img: fileName(path), storage: 'public' })),
      images_full_url: paths.map((path) => scope.image(path)),
      category_id: row.category_id,
      category_ids: parseJson<unknown[]>(row.category_ids, []),
      price: row.price,
      tax: 0,
      tax_type: row.tax_type,
      discount: price.discount,
      discount_type: price.discount_type,
      store_discount: price.store_discount,
      item_discount: price.item_discount,
      item_discount_type: price.item_discount_type,
      flash_sale: price.flash_sale,
      variations: localisedCombinations(scope, row.variations),
      choice_options: localisedChoices(scope, row.choice_options),
      attributes: parseJson<unknown[]>(row.attributes, []),
      food_variations: localisedFoodVariations(scope, row.food_variations),
      add_ons: parseJson<number[]>(row.add_on_ids, []).flatMap((id) => {
        const addOn = context.addOns.get(id);
        if (!addOn) return [];
        const { name_ar: nameAr, ...columns } = addOn;
        return [{ ...columns, name: localised(scope, addOn.name, nameAr), addon_category_id: null, tax_ids: [] }];
      }),
      available_time_starts: normaliseTime(row.available_time_starts),
      available_time_ends: normaliseTime(row.available_time_ends),
      veg: row.veg,
      status: row.status,
      store_id: row.store_id,
      store_name: localised(scope, row.store_name, row.store_name_ar),
      module_id: row.module_id,
      module_type: row.module_type,
      module: moduleJson(scope, modules.get(row.module_id)),
      zone_id: row.zone_id,
      stock: price.stock,
      unit_id: null,
      unit_type: localised(scope, row.unit_type ?? '', row.unit_type_ar) || null,
      organic: row.organic,
      is_halal: row.is_halal,
      halal_tag_status: row.store_halal,
      recommended: row.recommended,
      maximum_cart_quantity: row.maximum_cart_quantity,
      is_approved: row.is_approved,
      order_count: row.order_count,
      avg_rating: row.avg_rating,
      rating_count: row.rating_count,
      is_campaign: 0,
      schedule_order: row.store_schedule_order === 1 && scope.scheduleOrder,
      delivery_time: row.delivery_time,
      free_delivery: row.free_delivery === 1,
      min_delivery_time: minDelivery,
      max_delivery_time: maxDelivery,
      common_condition_id: row.common_condition_id,
      brand_id: row.brand_id,
      is_basic: row.is_basic,
      is_prescription_required: row.is_prescription_required,
      nutritions_name: parseJson<string[]>(row.nutritions_name, []).map((name) => localisedTerm(scope, name)),
      allergies_name: parseJson<string[]>(row.allergies_name, []).map((name) => localisedTerm(scope, name)),
      generic_name: parseJson<string[]>(row.generic_name, []),
      tax_data: [],
      translations: [],
      storage: [],
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

export type FullItemJson = ReturnType<typeof formatItemsFull>[number];
