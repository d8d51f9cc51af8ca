/**
 * Rental prices, pure (no React, storage, network or clock).
 *
 * Which rule where:
 * - Cards and the details price strip show the per-unit price of each offered mode, with the vehicle
 *   discount applied (`discountedUnitPrice`).
 * - Cart lines show `price × multiplier × quantity` where the day-wise multiplier is `estimated_hours / 24`
 *   unrounded (`displayLineTotal`, as customers read it); the server's cart line uses whole days
 *   (`serverCartLine`), and booking uses at least one day (`bookingQuote`).
 * - Checkout mirrors the server's booking pipeline exactly (`bookingQuote`): the larger of the vehicle
 *   discounts and the provider discount (never both), the coupon, tax included or excluded, and the
 *   additional charge. Every figure is rounded to the configured decimals (half away from zero) as it is
 *   computed, and the total is the sum of the rounded figures, so the breakdown a customer reads adds up to
 *   the cent and the server (which runs the same steps) charges exactly the total shown.
 */
import type { TranslationKey } from '@/lib/i18n';

export type TripType = 'hourly' | 'day_wise' | 'distance_wise';

export interface PricedVehicle {
  hourly_price: number;
  day_wise_price: number;
  distance_price: number;
  discount_type: string;
  discount_price: number;
  trip_hourly: number;
  trip_day_wise: number;
  trip_distance: number;
}

export interface TripMeasure {
  tripType: TripType;
  /** Hours; day-wise trips carry days × 24. */
  estimatedHours: number;
  /** Kilometres. */
  distance: number;
}

export const MODE_PRICE: Record<TripType, keyof PricedVehicle> = { hourly: 'hourly_price', day_wise: 'day_wise_price', distance_wise: 'distance_price' };
export const MODE_FLAG: Record<TripType, keyof PricedVehicle> = { hourly: 'trip_hourly', day_wise: 'trip_day_wise', distance_wise: 'trip_distance' };
export const TRIP_TYPES: readonly TripType[] = ['hourly', 'day_wise', 'distance_wise'];

export const offersMode = (vehicle: PricedVehicle, mode: TripType) => Number(vehicle[MODE_FLAG[mode]]) === 1;

/**
 * PHP-style rounding (half away from zero) to `decimals`. The scaled value is first cut to 15 significant
 * digits, so binary noise (1.005 × 100 = 100.49999…) does not decide a cent.
 */
export function roundMoney(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}

/** Vehicle discount for one unit: a percent share of the base, or a flat amount per unit. */
export function vehicleDiscountPerUnit(vehicle: Pick<PricedVehicle, 'discount_type' | 'discount_price'>, unitBase: number): number {
  if (vehicle.discount_price <= 0) return 0;
  return vehicle.discount_type === 'percent' ? (unitBase * vehicle.discount_price) / 100 : vehicle.discount_price;
}

/**
 * The per-hour, per-day or per-km price of a mode after the vehicle discount. A percent discount is a share
 * of every unit, so it lowers this price; an amount discount comes off once per vehicle and trip (see
 * `displayLineTotal`), so the unit price stays as it is and the discount badge tells the amount.
 */
export function discountedUnitPrice(vehicle: PricedVehicle, mode: TripType): { original: number; price: number } {
  const original = Number(vehicle[MODE_PRICE[mode]]);
  if (vehicle.discount_type !== 'percent') return { original, price: original };
  return { original, price: Math.max(0, original - vehicleDiscountPerUnit(vehicle, original)) };
}

/** The lowest offered mode's discounted price, for "Start From". */
export function startFrom(vehicle: PricedVehicle): { mode: TripType; original: number; price: number } | null {
  const offered = TRIP_TYPES.filter((mode) => offersMode(vehicle, mode) && Number(vehicle[MODE_PRICE[mode]]) > 0).map((mode) => ({ mode, ...discountedUnitPrice(vehicle, mode) }));
  if (offered.length === 0) return null;
  return offered.reduce((low, entry) => (entry.price < low.price ? entry : low));
}

/**
 * The price a card shows: the searched trip type's per-unit price when the vehicle offers it (so a list
 * sorted by price reads in order), otherwise the lowest offered mode as "Start From".
 */
export function cardPrice(vehicle: PricedVehicle, mode?: TripType): { mode: TripType; original: number; price: number; startFrom: boolean } | null {
  if (mode && offersMode(vehicle, mode) && Number(vehicle[MODE_PRICE[mode]]) > 0) return { mode, ...discountedUnitPrice(vehicle, mode), startFrom: false };
  const lowest = startFrom(vehicle);
  return lowest ? { ...lowest, startFrom: true } : null;
}

/** One vehicle for the searched trip, as booking charges it: the trip's base and what the vehicle discount leaves. */
export function tripPriceFor(vehicle: PricedVehicle, trip: TripMeasure): { original: number; total: number } {
  const base = bookingUnitBase(vehicle, trip);
  return { original: base, total: Math.max(0, base - vehicleDiscountPerUnit(vehicle, base)) };
}

/** The multiplier customers see: hours, days (estimated_hours / 24, unrounded) or kilometres. */
export function displayMultiplier(trip: TripMeasure): number {
  if (trip.tripType === 'hourly') return trip.estimatedHours;
  if (trip.tripType === 'day_wise') return trip.estimatedHours / 24;
  return trip.distance;
}

/** A cart line as shown: (price − vehicle discount) × multiplier × quantity, original before discount. */
export function displayLineTotal(vehicle: PricedVehicle, trip: TripMeasure, quantity: number): { original: number; total: number } {
  const unit = Number(vehicle[MODE_PRICE[trip.tripType]]) * displayMultiplier(trip);
  const discount = vehicleDiscountPerUnit(vehicle, unit);
  return { original: unit * quantity, total: (unit - discount) * quantity };
}

const halfUp = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/** The server's cart line (whole days, half up: 11 h is 0 days). */
export function serverCartLine(vehicle: PricedVehicle, trip: TripMeasure, quantity: number): number {
  const base =
    trip.tripType === 'hourly'
      ? vehicle.hourly_price * trip.estimatedHours
      : trip.tripType === 'day_wise'
        ? vehicle.day_wise_price * halfUp(trip.estimatedHours / 24)
        : vehicle.distance_price * trip.distance;
  return (base - vehicleDiscountPerUnit(vehicle, base)) * quantity;
}

/** The booking's unit base: like the cart, but a day-wise trip is at least one day. */
export function bookingUnitBase(vehicle: PricedVehicle, trip: TripMeasure): number {
  if (trip.tripType === 'day_wise') return Math.max(vehicle.day_wise_price, vehicle.day_wise_price * halfUp(trip.estimatedHours / 24));
  if (trip.tripType === 'hourly') return vehicle.hourly_price * trip.estimatedHours;
  return vehicle.distance_price * trip.distance;
}

export interface ProviderDiscount {
  discount: number;
  min_purchase: number;
  max_discount: number;
  start_date?: string | null;
  end_date?: string | null;
  start_time?: string | null;
  end_time?: string | null;
}

/** Whether a provider discount applies at a wall time `YYYY-MM-DD HH:MM:SS`. */
export function providerDiscountValid(discount: ProviderDiscount, wallNow: string): boolean {
  const [date = '', time = ''] = wallNow.split(' ');
  if (discount.start_date && date < discount.start_date) return false;
  if (discount.end_date && date > discount.end_date) return false;
  if (discount.start_time && time < discount.start_time) return false;
  if (discount.end_time && time > discount.end_time) return false;
  return true;
}

/** Provider discount on a subtotal: percent, capped by `max_discount` (when > 0), zero below `min_purchase`. */
export function providerDiscountAmount(discount: ProviderDiscount | null, subtotal: number): number {
  if (!discount || discount.discount <= 0 || subtotal < discount.min_purchase) return 0;
  const amount = (subtotal * discount.discount) / 100;
  return discount.max_discount > 0 ? Math.min(amount, discount.max_discount) : amount;
}

export interface Coupon {
  discount: number;
  discount_type: string;
  max_discount: number;
  min_purchase: number;
}

/** Coupon amount on what remains after discounts: percent or amount, capped (max_discount > 0), clamped. */
export function couponAmount(coupon: Coupon | null, base: number): number {
  if (!coupon) return 0;
  let amount = coupon.discount_type === 'percent' ? (base * coupon.discount) / 100 : coupon.discount;
  if (coupon.max_discount > 0) amount = Math.min(amount, coupon.max_discount);
  return Math.max(0, Math.min(amount, base));
}

/** A coupon applies only when the subtotal reaches its minimum purchase. */
export function couponBlockedBy(coupon: Coupon, subtotal: number): TranslationKey | null {
  return subtotal < coupon.min_purchase ? 'checkout.couponMinPurchase' : null;
}

export interface BookingLine {
  vehicle: PricedVehicle;
  quantity: number;
}

export interface BookingQuote {
  subtotal: number;
  vehicleDiscounts: number;
  providerDiscount: number;
  discount: number;
  discountBy: 'vendor' | 'admin' | 'none';
  coupon: number;
  /** Subtotal less the discount and the coupon: what tax is computed on. */
  taxable: number;
  tax: number;
  taxIncluded: boolean;
  additionalCharge: number;
  total: number;
  /** Per vehicle: the price of one for this trip and the line before discounts (they add up to `subtotal`). */
  lines: { unitPrice: number; lineSubtotal: number }[];
}

/**
 * The server's booking amount pipeline, mirrored step for step (contract §4.3). `serverTax` is the tax the
 * server's `get-tax` answered: the checkout shows that one rather than its own estimate of the rate.
 */
export function bookingQuote(options: {
  lines: BookingLine[];
  trip: TripMeasure;
  providerDiscount: ProviderDiscount | null;
  coupon: Coupon | null;
  taxRate: number;
  taxIncluded: boolean;
  additionalCharge: number;
  decimals?: number;
  serverTax?: number;
}): BookingQuote {
  const decimals = options.decimals ?? 2;
  const money = (value: number) => roundMoney(value, decimals);
  const units = options.lines.map((line) => {
    const base = bookingUnitBase(line.vehicle, options.trip);
    return { line, base, lineSubtotal: money(base * line.quantity), discount: vehicleDiscountPerUnit(line.vehicle, base) * line.quantity };
  });
  const subtotal = money(units.reduce((sum, unit) => sum + unit.lineSubtotal, 0));
  const vehicleDiscounts = money(units.reduce((sum, unit) => sum + unit.discount, 0));
  const provider = money(providerDiscountAmount(options.providerDiscount, subtotal));
  const discount = Math.min(subtotal, Math.max(vehicleDiscounts, provider));
  const afterDiscount = money(subtotal - discount);
  const coupon = money(couponAmount(options.coupon, afterDiscount));
  const taxable = money(afterDiscount - coupon);
  const tax =
    options.serverTax ?? money(options.taxIncluded ? (taxable * options.taxRate) / (100 + options.taxRate) : (taxable * options.taxRate) / 100);
  const additionalCharge = money(options.additionalCharge);
  return {
    subtotal,
    vehicleDiscounts,
    providerDiscount: provider,
    discount,
    discountBy: discount === 0 ? 'none' : provider > vehicleDiscounts ? 'admin' : 'vendor',
    coupon,
    taxable,
    tax,
    taxIncluded: options.taxIncluded,
    additionalCharge,
    total: money(taxable + (options.taxIncluded ? 0 : tax) + additionalCharge),
    lines: units.map((unit) => ({ unitPrice: money(unit.base), lineSubtotal: unit.lineSubtotal })),
  };
}
