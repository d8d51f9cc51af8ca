/**
 * What a cart or order line sells, read from the catalogue as it is now: an item, or an item campaign (sold
 * with the campaign's title, price, discount and dates over its item), with the variation the customer chose
 * checked against the item's own groups or combinations and re-stored from them, add-ons priced from their
 * rows, the unit price and the unit discount (a running flash sale first, else the item's own), and the
 * stock the choice has. Nothing the client says about prices is used. An item sells only inside its daily
 * availability window (`available_time_starts`–`_ends`, on the operator's clock): outside it, it is
 * "Not Available now".
 */
import type { Db } from '../../db/connection';
import type { ItemCampaignRow } from '../../db/rows';
import { parseJsonArray, parseJsonObject } from '../../http/input';
import type { WallClock } from '../catalog/clock';
import { addOnsOf, ITEM_SELECT, ITEM_VISIBLE, runningFlashLines, type ItemWithStore } from '../catalog/rows';
import { isWithinWindow, normaliseTime } from '../catalog/rules';
import { parseJson } from '../catalog/scope';
import { addOnTotal, foodUnitPrice, unitDiscount, variationUnitPrice, type ChosenFoodGroup, type NonFoodVariation } from '../../../common/order-pricing/lines';

export const MODEL_ITEM = 'App\\Models\\Item';
export const MODEL_CAMPAIGN = 'App\\Models\\ItemCampaign';

/** `Item`, `App\Models\Item`, `AppModelsItem` (the web's buy-now spelling) … → whether it names a campaign. */
export function isCampaignModel(value: unknown): boolean {
  return /itemcampaign$/i.test(String(value ?? '').replace(/[^a-z]/gi, ''));
}

export interface Sellable {
  item: ItemWithStore;
  campaign: ItemCampaignRow | null;
}

interface FoodGroupRow {
  name: string;
  name_ar?: string;
  type: string;
  min: number | string;
  max: number | string;
  required: string;
  values: { label: string; label_ar?: string; optionPrice: string | number }[];
}

/** The active item (or a campaign running on its dates and, today, in its hours) with its store; undefined when it is not for sale. */
export function loadSellable(db: Db, id: number, campaign: boolean, wall: Pick<WallClock, 'date' | 'time'>): Sellable | undefined {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  if (!campaign) {
    const item = db.prepare(`${ITEM_SELECT} WHERE i.id = ? AND ${ITEM_VISIBLE}`).get(id) as ItemWithStore | undefined;
    return item ? { item, campaign: null } : undefined;
  }
  const row = db.prepare('SELECT * FROM item_campaigns WHERE id = ? AND status = 1 AND available_date_starts <= ? AND available_date_ends >= ?').get(id, wall.date, wall.date) as ItemCampaignRow | undefined;
  if (!row || wall.time < normaliseTime(row.start_time) || wall.time > normaliseTime(row.end_time)) return undefined;
  const item = db.prepare(`${ITEM_SELECT} WHERE i.id = ? AND ${ITEM_VISIBLE}`).get(row.item_id) as ItemWithStore | undefined;
  return item ? { item, campaign: row } : undefined;
}

/** Whether the item can be had at a wall time (`HH:MM:SS`). */
export const availableAt = (item: Pick<ItemWithStore, 'available_time_starts' | 'available_time_ends'>, time: string): boolean =>
  isWithinWindow(item.available_time_starts, item.available_time_ends, time);

/** The spec's "Not Available now", with the item's window. */
export function notAvailableNow(item: Pick<ItemWithStore, 'name' | 'available_time_starts' | 'available_time_ends'>): string {
  const hours = (time: string) => normaliseTime(time).slice(0, 5);
  return `Not Available now: ${item.name} is available from ${hours(item.available_time_starts)} to ${hours(item.available_time_ends)}.`;
}

export interface LineChoice {
  quantity: number;
  variation: unknown;
  addOnIds: unknown;
  addOnQtys: unknown;
}

export interface LineProblem {
  code: string;
  message: string;
}

export interface ResolvedLine {
  unitPrice: number;
  unitDiscount: number;
  flashSale: boolean;
  flashSaleItemId: number | null;
  addOns: { id: number; name: string; price: number; quantity: number }[];
  addOnTotal: number;
  /** The choice as stored: food groups with the chosen labels, or the chosen combination object. */
  variation: unknown[];
  /** `Large-Red`, or the chosen food labels joined. */
  variant: string;
  /** Units the choice can sell, or null when the module does not track stock. */
  stock: number | null;
  problem: LineProblem | null;
}

const ids = (value: unknown): number[] => (parseJsonArray(value) ?? []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0).slice(0, 50);

function chosenFood(variation: unknown): ChosenFoodGroup[] {
  return (parseJsonArray(variation) ?? []).slice(0, 50).flatMap((entry) => {
    const group = parseJsonObject(entry);
    if (!group || typeof group.name !== 'string') return [];
    const values = group.values;
    const labels = Array.isArray(values)
      ? values.map((value) => (typeof value === 'string' ? value : String(parseJsonObject(value)?.label ?? '')))
      : (parseJsonArray(parseJsonObject(values)?.label) ?? []).map(String);
    return [{ name: group.name, labels: labels.filter(Boolean).slice(0, 50) }];
  });
}

/**
 * The choice in the stored (English) names: a client showing the item in Arabic sends back the Arabic group
 * names and labels it showed.
 */
function canonicalFood(groups: readonly FoodGroupRow[], chosen: readonly ChosenFoodGroup[]): ChosenFoodGroup[] {
  return chosen.map((pick) => {
    const group = groups.find((candidate) => candidate.name === pick.name) ?? groups.find((candidate) => candidate.name_ar === pick.name);
    if (!group) return pick;
    return { name: group.name, labels: pick.labels.map((label) => (group.values.find((value) => value.label === label) ?? group.values.find((value) => value.label_ar === label))?.label ?? label) };
  });
}

/** What a wrong choice is told, in the request's language, naming the group as the customer read it. */
const CHOICE_MESSAGES = {
  en: {
    onlyOne: (group: string) => `Please select only one option from ${group}`,
    one: (group: string) => `Please select an option from ${group}`,
    atLeast: (count: number, group: string) => `Please select at least ${count} from ${group}`,
    upTo: (count: number, group: string) => `You can select up to ${count} from ${group}`,
    combination: "Please choose one of the item's variations.",
  },
  ar: {
    onlyOne: (group: string) => `يرجى اختيار خيار واحد فقط من ${group}`,
    one: (group: string) => `يرجى اختيار خيار من ${group}`,
    atLeast: (count: number, group: string) => `يرجى اختيار ${count} على الأقل من ${group}`,
    upTo: (count: number, group: string) => `يمكنك اختيار ${count} كحد أقصى من ${group}`,
    combination: 'يرجى اختيار أحد خيارات المنتج.',
  },
};

function checkFoodGroups(groups: readonly FoodGroupRow[], chosen: readonly ChosenFoodGroup[], ar: boolean): LineProblem | null {
  const say = ar ? CHOICE_MESSAGES.ar : CHOICE_MESSAGES.en;
  for (const group of groups) {
    const labels = new Set(chosen.find((pick) => pick.name === group.name)?.labels.filter((label) => group.values.some((value) => value.label === label)) ?? []);
    const [min, max] = [Number(group.min) || 0, Number(group.max) || 0];
    const required = group.required === 'on';
    const name = ar && group.name_ar ? group.name_ar : group.name;
    if (group.type === 'single') {
      if (labels.size > 1) return { code: 'variation', message: say.onlyOne(name) };
      if (required && labels.size === 0) return { code: 'variation', message: say.one(name) };
      continue;
    }
    if (required && labels.size < Math.max(1, min)) return { code: 'variation', message: say.atLeast(Math.max(1, min), name) };
    if (labels.size > 0 && labels.size < min) return { code: 'variation', message: say.atLeast(min, name) };
    if (max > 0 && labels.size > max) return { code: 'variation', message: say.upTo(max, name) };
  }
  return null;
}

/**
 * Prices one line. `stockTracked` is the module's stock switch; `db` and `wall` find a running flash sale and
 * the add-ons. A problem (unknown combination, missing required option, out of stock) comes back, not thrown,
 * so the cart and checkout answer it in their own envelopes.
 */
export function resolveLine(db: Db, sellable: Sellable, choice: LineChoice, options: { stockTracked: boolean; wall: WallClock; ar?: boolean }): ResolvedLine {
  const ar = options.ar === true;
  const { item, campaign } = sellable;
  const basePrice = campaign ? campaign.price : item.price;
  const isFood = item.module_type === 'food';
  let unitPrice: number;
  let variation: unknown[];
  let variant: string;
  let stock: number | null = options.stockTracked ? item.stock : null;
  let problem: LineProblem | null = null;

  if (isFood) {
    const groups = parseJson<FoodGroupRow[]>(item.food_variations, []);
    const chosen = canonicalFood(groups, chosenFood(choice.variation));
    problem = checkFoodGroups(groups, chosen, ar);
    unitPrice = foodUnitPrice(basePrice, groups, chosen);
    variation = groups.map((group) => ({ name: group.name, values: { label: [...new Set(chosen.find((pick) => pick.name === group.name)?.labels ?? [])].filter((label) => group.values.some((value) => value.label === label)) } }));
    variant = variation.flatMap((group) => (group as { values: { label: string[] } }).values.label).join('-');
  } else {
    const combos = parseJson<(NonFoodVariation & { type_ar?: string })[]>(item.variations, []);
    const first = parseJsonObject((parseJsonArray(choice.variation) ?? [])[0]);
    const sent = typeof first?.type === 'string' ? first.type : null;
    // A client showing Arabic names the combination in Arabic.
    const type = combos.some((candidate) => candidate.type === sent) ? sent : (combos.find((candidate) => candidate.type_ar === sent)?.type ?? sent);
    const price = variationUnitPrice(basePrice, combos, type);
    const combo = combos.find((candidate) => candidate.type === type);
    if (combos.length > 0 && (price === null || !combo)) problem = { code: 'variation', message: (ar ? CHOICE_MESSAGES.ar : CHOICE_MESSAGES.en).combination };
    unitPrice = campaign || price === null ? basePrice : price;
    variation = combo ? [{ type: combo.type, price: combo.price, stock: combo.stock ?? 0 }] : [];
    variant = combo?.type ?? '';
    if (combo && options.stockTracked) stock = combo.stock ?? 0;
  }

  const flash = campaign ? undefined : runningFlashLines(db, [item.id], options.wall).get(item.id);
  if (flash && options.stockTracked) stock = Math.min(stock ?? Infinity, flash.stock - flash.sold);
  const rule = flash ?? (campaign ? { discount: campaign.discount, discount_type: campaign.discount_type } : { discount: item.discount, discount_type: item.discount_type });
  const addOnIds = ids(choice.addOnIds);
  const quantities = (parseJsonArray(choice.addOnQtys) ?? []).map(Number);
  const allowed = new Set(parseJson<number[]>(item.add_on_ids, []));
  const known = addOnsOf(db, addOnIds.filter((id) => allowed.has(id)));
  const addOns = addOnIds.flatMap((id, index) => {
    const row = known.get(id);
    const quantity = Math.max(1, Math.min(99, Math.trunc(quantities[index] ?? 1) || 1));
    return row ? [{ id: row.id, name: row.name, price: row.price, quantity }] : [];
  });
  if (!problem && stock !== null && stock < choice.quantity) {
    problem = variant && !isFood ? { code: 'stock', message: 'This variation is out of stock. Choose another variation to proceed further.' } : { code: 'stock', message: 'Out of Stock' };
  }
  return {
    unitPrice,
    unitDiscount: unitDiscount(unitPrice, rule),
    flashSale: flash !== undefined,
    flashSaleItemId: flash?.id ?? null,
    addOns,
    addOnTotal: addOnTotal(addOns),
    variation,
    variant,
    stock,
    problem,
  };
}

/** The module's stock switch from `module_config`. */
export function tracksStock(db: Db, moduleType: string): boolean {
  const row = db.prepare("SELECT value FROM business_settings WHERE key = 'module_config'").get() as { value: string } | undefined;
  const config = parseJson<Record<string, { stock?: boolean }>>(row?.value, {});
  return config[moduleType]?.stock === true;
}
