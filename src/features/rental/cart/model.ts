/**
 * The rental trip cart as the customer sees it: the last cart the server confirmed, with every change still
 * waiting in the outbox applied on top. Pure functions only; storage and network live elsewhere.
 *
 * Changes are recorded as intended end states per vehicle (add it, set its quantity to n, remove it, set the
 * trip to …), never as relative steps, so replaying one twice or after a lost answer cannot double anything:
 * the server cart row is unique per vehicle, and `update-cart` sets an absolute quantity.
 */

export type WireTripType = 'hourly' | 'distance_wise' | 'day_wise';

export interface TripLocation {
  lat: number;
  lng: number;
  location_name: string;
}

export interface TripData {
  rentalType: WireTripType;
  /** Hours; for day-wise trips, days × 24. */
  estimatedHours: number;
  /** Kilometres between pickup and destination. */
  distance: number;
  /** Hours of driving from pickup to destination. */
  destinationTime: number;
  /** Pickup time as sent to the API. */
  pickupTime: string;
  pickupLocation: TripLocation | null;
  destinationLocation: TripLocation | null;
}

export interface CartVehicle {
  id: number;
  name: string;
  provider_id: number;
  thumbnail_full_url: string | null;
  hourly_price: number;
  distance_price: number;
  day_wise_price: number;
  discount_type: string;
  discount_price: number;
  trip_hourly: number;
  trip_distance: number;
  trip_day_wise: number;
  /** Free units at the trip's pickup time (0 = not available then). */
  total_vehicle_count: number;
  [extra: string]: unknown;
}

export interface CartProvider {
  id: number;
  name: string;
  [extra: string]: unknown;
}

export type LineState = 'synced' | 'pending' | 'needs-decision';

export interface RentalCartLine {
  /** Server cart row id; null until the server confirmed the add. */
  cartId: number | null;
  vehicleId: number;
  providerId: number;
  quantity: number;
  /** Server line price (after the vehicle discount, × quantity); null while not confirmed. */
  serverPrice: number | null;
  vehicle: CartVehicle;
  provider: CartProvider;
  state: LineState;
}

export interface RentalCartState {
  /** `user_data.id` on the server, needed to update the trip. */
  userDataId: number | null;
  trip: TripData | null;
  lines: RentalCartLine[];
}

export const EMPTY_RENTAL_CART: RentalCartState = { userDataId: null, trip: null, lines: [] };

/** Outbox payloads, one per kind of change. */
export type RentalChange =
  | { kind: 'rental.add'; vehicle: CartVehicle; provider: CartProvider; trip: TripData }
  | { kind: 'rental.setQuantity'; vehicleId: number; quantity: number; trip?: TripData }
  | { kind: 'rental.remove'; vehicleId: number }
  | { kind: 'rental.removeMany'; vehicleIds: number[] }
  | { kind: 'rental.clear'; precheck?: { vehicleId: number; trip: TripData } }
  | { kind: 'rental.updateTrip'; trip: TripData };

export type RentalChangeKind = RentalChange['kind'];

export const RENTAL_CHANGE_KINDS: readonly RentalChangeKind[] = [
  'rental.add',
  'rental.setQuantity',
  'rental.remove',
  'rental.removeMany',
  'rental.clear',
  'rental.updateTrip',
];

export interface PendingRentalChange {
  change: RentalChange;
  status: 'queued' | 'needs-decision';
}

function mark(line: RentalCartLine, status: PendingRentalChange['status']): RentalCartLine {
  return { ...line, state: status === 'needs-decision' ? 'needs-decision' : line.state === 'needs-decision' ? 'needs-decision' : 'pending' };
}

/** Applies one pending change on top of a cart state. */
export function applyRentalChange(state: RentalCartState, pending: PendingRentalChange): RentalCartState {
  const { change, status } = pending;
  switch (change.kind) {
    case 'rental.add': {
      const existing = state.lines.find((line) => line.vehicleId === change.vehicle.id);
      if (existing) return { ...state, lines: state.lines.map((line) => (line === existing ? mark(line, status) : line)) };
      const line: RentalCartLine = {
        cartId: null,
        vehicleId: change.vehicle.id,
        providerId: change.provider.id,
        quantity: 1,
        serverPrice: null,
        vehicle: change.vehicle,
        provider: change.provider,
        state: status === 'needs-decision' ? 'needs-decision' : 'pending',
      };
      return { ...state, trip: state.lines.length === 0 ? change.trip : (state.trip ?? change.trip), lines: [...state.lines, line] };
    }
    case 'rental.setQuantity':
      return {
        ...state,
        trip: change.trip ?? state.trip,
        lines: state.lines.map((line) => (line.vehicleId === change.vehicleId ? { ...mark(line, status), quantity: change.quantity } : line)),
      };
    case 'rental.remove':
      return removeLines(state, [change.vehicleId]);
    case 'rental.removeMany':
      return removeLines(state, change.vehicleIds);
    case 'rental.clear':
      return { ...EMPTY_RENTAL_CART };
    case 'rental.updateTrip':
      return { ...state, trip: change.trip, lines: state.lines.map((line) => mark(line, status)) };
  }
}

function removeLines(state: RentalCartState, vehicleIds: number[]): RentalCartState {
  const lines = state.lines.filter((line) => !vehicleIds.includes(line.vehicleId));
  return lines.length === 0 ? { ...EMPTY_RENTAL_CART } : { ...state, lines };
}

/** The cart the customer sees: confirmed state plus every pending change, in order. */
export function rentalCartView(confirmed: RentalCartState, pending: readonly PendingRentalChange[]): RentalCartState {
  return pending.reduce(applyRentalChange, confirmed);
}

export function lineForVehicle(state: RentalCartState, vehicleId: number): RentalCartLine | undefined {
  return state.lines.find((line) => line.vehicleId === vehicleId);
}

export function totalQuantity(state: RentalCartState): number {
  return state.lines.reduce((sum, line) => sum + line.quantity, 0);
}
