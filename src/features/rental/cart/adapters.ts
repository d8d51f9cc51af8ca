/** Listing vehicles and providers, as the cart keeps them (enough to render a line offline). */
import type { Vehicle } from '../api/structs';
import type { CartProvider, CartVehicle } from './model';

export function toCartVehicle(vehicle: Vehicle): CartVehicle {
  return {
    id: vehicle.id,
    name: vehicle.name,
    provider_id: vehicle.provider_id,
    thumbnail_full_url: vehicle.thumbnail_full_url ?? null,
    hourly_price: vehicle.hourly_price,
    distance_price: vehicle.distance_price,
    day_wise_price: vehicle.day_wise_price,
    discount_type: vehicle.discount_type ?? 'amount',
    discount_price: vehicle.discount_price,
    trip_hourly: vehicle.trip_hourly,
    trip_distance: vehicle.trip_distance,
    trip_day_wise: vehicle.trip_day_wise,
    total_vehicle_count: vehicle.total_vehicle_count ?? vehicle.total_vehicles ?? 0,
  };
}

export function toCartProvider(vehicle: Vehicle): CartProvider {
  return {
    id: vehicle.provider?.id ?? vehicle.provider_id,
    name: vehicle.provider?.name ?? '',
    ...(vehicle.provider?.schedule_order !== undefined ? { schedule_order: vehicle.provider.schedule_order } : {}),
  };
}

/** False only when the provider is known not to take scheduled trips. */
export function takesScheduledTrips(provider: Record<string, unknown>): boolean {
  return provider.schedule_order !== false;
}
