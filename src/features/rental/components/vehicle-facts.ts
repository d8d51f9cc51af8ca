/** Pure derivations for vehicle cards and details: discount badge, spec chips, modes offered. */
import type { TranslationKey } from '@/lib/i18n';
import type { Vehicle } from '../api/structs';
import { discountedUnitPrice, offersMode, TRIP_TYPES, type TripType } from '../pricing';
import { fromWireType } from '../trip-params';

export type DiscountBadge = { kind: 'percent'; value: number } | { kind: 'amount'; value: number } | null;

/** '% off' for percent, 'off' for amount — only when discount_price > 0. */
export function discountBadge(vehicle: Pick<Vehicle, 'discount_price' | 'discount_type'>): DiscountBadge {
  if (!(vehicle.discount_price > 0)) return null;
  return vehicle.discount_type === 'percent' ? { kind: 'percent', value: vehicle.discount_price } : { kind: 'amount', value: vehicle.discount_price };
}

export const isNewArrival = (vehicle: Pick<Vehicle, 'new_tag'>) => vehicle.new_tag === 1;
export const hasAc = (vehicle: Pick<Vehicle, 'air_condition'>) => vehicle.air_condition > 0;

export function priceStrip(vehicle: Vehicle): { mode: TripType; unitKey: TranslationKey; original: number; price: number }[] {
  return TRIP_TYPES.filter((mode) => offersMode(vehicle, mode)).map((mode) => ({
    mode,
    unitKey: `rental.modeUnits.${fromWireType(mode)}` as TranslationKey,
    ...discountedUnitPrice(vehicle, mode),
  }));
}

const known = <T extends string>(value: string | undefined, values: readonly T[]): T | null => (value && (values as readonly string[]).includes(value) ? (value as T) : null);

export const TRANSMISSIONS = ['automatic', 'manual', 'semi_automatic', 'continuously_variable', 'dual_clutch'] as const;
export const FUELS = ['petrol', 'diesel', 'electric', 'octan', 'jet_fuel'] as const;
export const VEHICLE_TYPES = ['family', 'luxury', 'affordable', 'executives', 'compact', 'full_size'] as const;

/** Label keys for values the API sends as codes; unknown values fall back to the raw text. */
export function labelOf(kind: 'transmission' | 'fuel' | 'type', value: string | undefined): { key: TranslationKey | null; text: string } {
  const text = (value ?? '').replace(/_/g, ' ');
  if (kind === 'transmission') {
    const code = known(value, TRANSMISSIONS);
    return { key: code ? (`rental.transmissions.${code}` as TranslationKey) : null, text };
  }
  if (kind === 'fuel') {
    const code = known(value, FUELS);
    return { key: code ? (`rental.fuels.${code}` as TranslationKey) : null, text };
  }
  const code = known(value, VEHICLE_TYPES);
  return { key: code ? (`rental.vehicleTypes.${code}` as TranslationKey) : null, text };
}
