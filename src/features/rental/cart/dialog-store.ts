/** Which cart dialog is open (spec §4 transitions and decisions), as a tiny external store. */
import { useSyncExternalStore } from 'react';
import type { OutboxRow } from '@/lib/db';
import type { CartProvider, CartVehicle, RentalChange, TripData } from './model';

export type CartDialog =
  | { kind: 'provider-conflict'; vehicle: CartVehicle; provider: CartProvider; trip: TripData; clientId?: string }
  | { kind: 'trip-type-change'; from: TripData['rentalType']; to: TripData['rentalType']; trip: TripData; add?: { vehicle: CartVehicle; provider: CartProvider }; clientId?: string }
  | { kind: 'duration-change'; hours: number; trip: TripData; add?: { vehicle: CartVehicle; provider: CartProvider } }
  | { kind: 'distance-change'; km: number; trip: TripData; add?: { vehicle: CartVehicle; provider: CartProvider } }
  | { kind: 'vehicle-list'; vehicleIds: number[]; then: RentalChange[]; clientId?: string }
  | { kind: 'remove'; vehicleId: number; name: string }
  | { kind: 'instant-only'; vehicle: CartVehicle; provider: CartProvider; clientId?: string }
  | { kind: 'location-change'; location: string; pickup: string; count: number; answer: (change: boolean) => void }
  | { kind: 'decision'; entry: OutboxRow };

let current: CartDialog | null = null;
const listeners = new Set<() => void>();

export function openCartDialog(dialog: CartDialog): void {
  current = dialog;
  for (const listener of listeners) listener();
}

export function closeCartDialog(): void {
  current = null;
  for (const listener of listeners) listener();
}

export function useCartDialog(): CartDialog | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
