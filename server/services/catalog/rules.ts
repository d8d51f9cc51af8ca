/**
 * Pure catalogue rules, on the operator's wall clock: a store's open state from its weekly schedule, an
 * item's availability window, whether a discount or a sale is running, ratings from a histogram, and a
 * store's price range. No database, no request: table-tested in rules.test.ts.
 */
import type { WallClock } from './clock';

export interface ScheduleSlot {
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface OpenState {
  /** 1 when a slot of today spans the current time: from its opening time on, up to (not at) its closing time. */
  open: 0 | 1;
  /** The opening time of the slot open now or the next one later today, else `"closed"`. */
  currentOpeningTime: string;
}

export function openState(slots: readonly ScheduleSlot[], wall: Pick<WallClock, 'day' | 'time'>): OpenState {
  const today = slots.filter((slot) => slot.day === wall.day).sort((a, b) => a.opening_time.localeCompare(b.opening_time));
  const current = today.find((slot) => slot.opening_time <= wall.time && slot.closing_time > wall.time);
  if (current) return { open: 1, currentOpeningTime: current.opening_time };
  const later = today.find((slot) => slot.opening_time > wall.time);
  return { open: 0, currentOpeningTime: later ? later.opening_time : 'closed' };
}

/** Whether `time` falls in the item's daily window; a window that ends before it starts runs past midnight. */
export function isWithinWindow(starts: string, ends: string, time: string): boolean {
  const [start, end, now] = [normaliseTime(starts), normaliseTime(ends), normaliseTime(time)];
  if (start <= end) return now >= start && now <= end;
  return now >= start || now <= end;
}

/** `"9:05"` → `"09:05:00"`, `"23:59"` → `"23:59:00"`: times arrive with or without seconds. */
export function normaliseTime(value: string): string {
  const [h = '0', m = '0', s = '0'] = value.split(':');
  return [h, m, s].map((part) => part.padStart(2, '0').slice(0, 2)).join(':');
}

export interface DatedWindow {
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
}

/** A store discount (or campaign) runs on its dates and, every day, within its daily times. */
export function isRunning(window: DatedWindow, wall: Pick<WallClock, 'date' | 'time'>): boolean {
  return wall.date >= window.start_date && wall.date <= window.end_date && wall.time >= normaliseTime(window.start_time) && wall.time <= normaliseTime(window.end_time);
}

export interface RatingSummary {
  avg_rating: number;
  rating_count: number;
  positive_rating: number;
}

/** `ratings` counts 5★…1★; positive = share of 4★ and 5★ in percent. */
export function ratingSummary(histogram: readonly number[]): RatingSummary {
  const count = histogram.reduce((sum, value) => sum + value, 0);
  const total = histogram.reduce((sum, value, index) => sum + value * (5 - index), 0);
  const positive = (histogram[0] ?? 0) + (histogram[1] ?? 0);
  return { avg_rating: count ? Math.round((total / count) * 100) / 100 : 0, rating_count: count, positive_rating: count ? Math.round((positive / count) * 1000) / 10 : 0 };
}

export function parseHistogram(text: string | null | undefined): number[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    if (Array.isArray(parsed) && parsed.length === 5 && parsed.every((n) => Number.isFinite(Number(n)))) return parsed.map(Number);
  } catch {
    // fall through
  }
  return [0, 0, 0, 0, 0];
}

export interface PricedItem {
  price: number;
  /** Non-food variations: each combination has its own price, which replaces the base price. */
  variationPrices: readonly number[];
}

/** Cheapest and dearest price a customer can pay at the store (variation prices count), or zeros when empty. */
export function priceRange(items: readonly PricedItem[]): { min_price: number; max_price: number } {
  const prices = items.flatMap((item) => (item.variationPrices.length > 0 ? item.variationPrices : [item.price])).filter((price) => Number.isFinite(price));
  if (prices.length === 0) return { min_price: 0, max_price: 0 };
  return { min_price: Math.min(...prices), max_price: Math.max(...prices) };
}

export interface Discountable {
  price: number;
  discount: number;
  discount_type: string;
}

/** The discount amount on one unit: a percentage of the price, or a flat amount never above the price. */
export function discountAmount(item: Discountable): number {
  if (item.discount <= 0) return 0;
  return item.discount_type === 'percent' ? (item.price * item.discount) / 100 : Math.min(item.price, item.discount);
}

export interface EffectiveDiscount {
  discount: number;
  discount_type: string;
  store_discount: number;
  flash_sale: 0 | 1;
  /** The discount of the item itself (a running flash sale's, else its own), without the store's: what each unit of a cart line gets. */
  item_discount: number;
  item_discount_type: string;
}

/**
 * The discount a customer sees on an item: a running flash sale's wins outright; otherwise the larger of the
 * item's own discount and a running store-wide percentage (shown as a percentage when the store's wins), as
 * the contract's `discount` says. The store's discount is weighed against the whole order's item discounts at
 * checkout (and may have a minimum purchase and a cap), so `item_discount` says what a line gets on its own.
 */
export function effectiveDiscount(item: Discountable, storePercent: number | null, flash: { discount: number; discount_type: string } | null): EffectiveDiscount {
  if (flash) return { discount: flash.discount, discount_type: flash.discount_type, store_discount: 0, flash_sale: 1, item_discount: flash.discount, item_discount_type: flash.discount_type };
  const store = storePercent ?? 0;
  const own = { item_discount: item.discount, item_discount_type: item.discount_type };
  if (store > 0 && (item.price * store) / 100 > discountAmount(item)) return { discount: store, discount_type: 'percent', store_discount: store, flash_sale: 0, ...own };
  return { discount: item.discount, discount_type: item.discount_type, store_discount: store, flash_sale: 0, ...own };
}
