/** Which rental-cart dialog is open (spec §4 transitions and decisions): lib/outbox/cart-stores.ts. */
import type { OutboxRow } from '@/lib/db';
import { dialogStore } from '@/lib/outbox/cart-stores';
import type { CartProvider, CartVehicle, RentalChange, TripData } from './model';

export type RentalCartDialog =
  | { kind: 'provider-conflict'; vehicle: CartVehicle; provider: CartProvider; trip: TripData; clientId?: string }
  | { kind: 'trip-type-change'; from: TripData['rentalType']; to: TripData['rentalType']; trip: TripData; add?: { vehicle: CartVehicle; provider: CartProvider }; clientId?: string }
  | { kind: 'duration-change'; hours: number; trip: TripData; add?: { vehicle: CartVehicle; provider: CartProvider } }
  | { kind: 'distance-change'; km: number; trip: TripData; add?: { vehicle: CartVehicle; provider: CartProvider } }
  | { kind: 'vehicle-list'; vehicleIds: number[]; then: RentalChange[]; clientId?: string }
  | { kind: 'remove'; vehicleId: number; name: string }
  | { kind: 'instant-only'; vehicle: CartVehicle; provider: CartProvider; clientId?: string }
  | { kind: 'location-change'; location: string; pickup: string; count: number; answer: (change: boolean) => void }
  | { kind: 'decision'; entry: OutboxRow };

const dialogs = dialogStore<RentalCartDialog>();

export const openRentalCartDialog = dialogs.open;
export const closeRentalCartDialog = dialogs.close;
export const getRentalCartDialog = dialogs.get;
export const useRentalCartDialog = dialogs.use;
