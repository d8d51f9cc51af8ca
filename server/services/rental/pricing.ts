/**
 * Rental prices as the contract's backend computes them.
 * Cart lines: base per unit by trip type (hourly: price × hours; day-wise: price × round(hours / 24), half
 * up, so 11 h is 0 days; distance: price × km), minus the vehicle discount per unit (percent share, or the
 * flat amount), × quantity — no clamping. The provider discount is not part of the cart line.
 * Booking (`bookingAmounts`): day-wise uses at least one day; the larger of the vehicle discounts and the
 * provider discount applies (never both); then the coupon, tax (included or excluded) and the additional charge.
 * Every figure is rounded to the configured decimals as it is computed and the total is the sum of the rounded
 * figures: the breakdown adds up to the cent, and the storefront (which runs the same steps with the tax
 * `get-tax` answers) shows exactly the amount booked.
 */
export type RentalType = 'hourly' | 'day_wise' | 'distance_wise';

export interface PricedVehicle {
  hourly_price: number;
  day_wise_price: number;
  distance_price: number;
  discount_type: string;
  discount_price: number;
}

export interface TripInputs {
  rentalType: RentalType;
  estimatedHours: number;
  distance: number;
}

/** PHP `round()`: half away from zero. */
export const roundHalfUp = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

export function cartUnitBase(vehicle: PricedVehicle, trip: TripInputs): number {
  if (trip.rentalType === 'hourly') return vehicle.hourly_price * trip.estimatedHours;
  if (trip.rentalType === 'day_wise') return vehicle.day_wise_price * roundHalfUp(trip.estimatedHours / 24);
  return vehicle.distance_price * trip.distance;
}

export function bookingUnitBase(vehicle: PricedVehicle, trip: TripInputs): number {
  if (trip.rentalType === 'day_wise') return Math.max(vehicle.day_wise_price, vehicle.day_wise_price * roundHalfUp(trip.estimatedHours / 24));
  return cartUnitBase(vehicle, trip);
}

export function vehicleDiscountPerUnit(vehicle: PricedVehicle, base: number): number {
  if (vehicle.discount_price <= 0) return 0;
  return vehicle.discount_type === 'percent' ? (base * vehicle.discount_price) / 100 : vehicle.discount_price;
}

export function cartLinePrice(vehicle: PricedVehicle, trip: TripInputs, quantity: number): number {
  const base = cartUnitBase(vehicle, trip);
  return (base - vehicleDiscountPerUnit(vehicle, base)) * quantity;
}

export interface ProviderDiscount {
  discount: number;
  min_purchase: number;
  max_discount: number;
}

export interface Coupon {
  discount: number;
  discount_type: string;
  max_discount: number;
}

export interface BookingLine {
  vehicle: PricedVehicle;
  quantity: number;
}

export interface BookingAmounts {
  subtotal: number;
  vehicleDiscounts: number;
  providerDiscount: number;
  discount: number;
  discountBy: 'vendor' | 'admin' | 'none';
  coupon: number;
  taxAmount: number;
  taxIncluded: boolean;
  additionalCharge: number;
  total: number;
  lines: { unitBase: number; lineSubtotal: number; vehicleDiscountUnit: number; lineDiscount: number }[];
}

export function bookingAmounts(options: {
  lines: BookingLine[];
  trip: TripInputs;
  providerDiscount: ProviderDiscount | null;
  coupon: Coupon | null;
  taxRate: number;
  taxIncluded: boolean;
  additionalCharge: number;
  /** `digit_after_decimal_point` of the config. */
  decimals?: number;
}): BookingAmounts {
  const round = (value: number) => money(value, options.decimals ?? 2);
  const lines = options.lines.map((line) => {
    const unitBase = bookingUnitBase(line.vehicle, options.trip);
    const vehicleDiscountUnit = vehicleDiscountPerUnit(line.vehicle, unitBase);
    return { unitBase, lineSubtotal: round(unitBase * line.quantity), vehicleDiscountUnit, quantity: line.quantity };
  });
  const subtotal = round(lines.reduce((sum, line) => sum + line.lineSubtotal, 0));
  const vehicleDiscounts = round(lines.reduce((sum, line) => sum + line.vehicleDiscountUnit * line.quantity, 0));
  const pd = options.providerDiscount;
  const providerDiscount = round(pd && subtotal >= pd.min_purchase ? Math.min((subtotal * pd.discount) / 100, pd.max_discount > 0 ? pd.max_discount : Number.POSITIVE_INFINITY) : 0);
  const providerWins = providerDiscount > 0 && providerDiscount > vehicleDiscounts;
  const discount = Math.min(subtotal, Math.max(vehicleDiscounts, providerDiscount));
  const afterDiscount = round(subtotal - discount);
  let coupon = 0;
  if (options.coupon) {
    const c = options.coupon;
    coupon = c.discount_type === 'percent' ? (afterDiscount * c.discount) / 100 : c.discount;
    if (c.max_discount > 0) coupon = Math.min(coupon, c.max_discount);
    coupon = round(Math.max(0, Math.min(coupon, afterDiscount)));
  }
  const taxable = round(afterDiscount - coupon);
  const taxAmount = round(options.taxIncluded ? (taxable * options.taxRate) / (100 + options.taxRate) : (taxable * options.taxRate) / 100);
  const additionalCharge = round(options.additionalCharge);
  const total = round(taxable + (options.taxIncluded ? 0 : taxAmount) + additionalCharge);
  return {
    subtotal,
    vehicleDiscounts,
    providerDiscount,
    discount,
    discountBy: discount === 0 ? 'none' : providerWins ? 'admin' : 'vendor',
    coupon,
    taxAmount,
    taxIncluded: options.taxIncluded,
    additionalCharge,
    total,
    lines: lines.map((line) => ({
      unitBase: line.unitBase,
      lineSubtotal: line.lineSubtotal,
      vehicleDiscountUnit: line.vehicleDiscountUnit,
      lineDiscount: round(providerWins && subtotal > 0 ? (providerDiscount * line.lineSubtotal) / subtotal : line.vehicleDiscountUnit * line.quantity),
    })),
  };
}

/**
 * Money as stored and answered: rounded to the configured decimals, half away from zero like PHP's round().
 * The scaled value is cut to 15 significant digits first, so binary noise (1.005 × 100) does not decide a cent.
 */
export function money(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}
