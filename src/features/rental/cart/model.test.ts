import { describe, expect, it } from 'vitest';
import { applyRentalChange, rentalCartView, EMPTY_RENTAL_CART, type RentalCartLine, type CartProvider, type CartVehicle, type RentalCartState, type TripData } from './model';
import { linesLackingType, minusRemoves, planAdd, planDecrement, planIncrement } from './plan';

const trip = (overrides: Partial<TripData> = {}): TripData => ({
  rentalType: 'hourly',
  estimatedHours: 5,
  distance: 12.5,
  destinationTime: 0.4,
  pickupTime: '2026-12-01 10:00 AM',
  pickupLocation: { lat: 25.1985, lng: 55.2796, location_name: 'Dubai Mall' },
  destinationLocation: { lat: 25.2532, lng: 55.3657, location_name: 'Airport' },
  ...overrides,
});

const vehicle = (id: number, providerId = 1, overrides: Partial<CartVehicle> = {}): CartVehicle => ({
  id,
  name: `Vehicle ${id}`,
  provider_id: providerId,
  thumbnail_full_url: null,
  hourly_price: 100,
  distance_price: 5,
  day_wise_price: 500,
  discount_type: 'percent',
  discount_price: 0,
  trip_hourly: 1,
  trip_distance: 1,
  trip_day_wise: 0,
  total_vehicle_count: 3,
  ...overrides,
});
const provider = (id: number): CartProvider => ({ id, name: `Provider ${id}` });

const line = (vehicleId: number, providerId = 1, quantity = 1): RentalCartLine => ({
  cartId: vehicleId * 10,
  vehicleId,
  providerId,
  quantity,
  serverPrice: 500 * quantity,
  vehicle: vehicle(vehicleId, providerId),
  provider: provider(providerId),
  state: 'synced',
});

const cartWith = (...lines: RentalCartLine[]): RentalCartState => ({ userDataId: 9, trip: trip(), lines });

describe('cart view = confirmed cart + pending changes', () => {
  it('shows an added vehicle at once, pending, with the trip it was added for', () => {
    const view = rentalCartView(EMPTY_RENTAL_CART, [{ change: { kind: 'rental.add', vehicle: vehicle(1), provider: provider(1), trip: trip() }, status: 'queued' }]);
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({ vehicleId: 1, quantity: 1, cartId: null, state: 'pending' });
    expect(view.trip?.estimatedHours).toBe(5);
  });

  it('applies quantity changes as absolute values, so replaying one twice changes nothing', () => {
    const change = { change: { kind: 'rental.setQuantity' as const, vehicleId: 1, quantity: 3 }, status: 'queued' as const };
    const once = rentalCartView(cartWith(line(1)), [change]);
    const twice = rentalCartView(cartWith(line(1)), [change, change]);
    expect(once.lines[0]?.quantity).toBe(3);
    expect(twice).toEqual(once);
  });

  it('removing the last vehicle empties the trip too', () => {
    const view = rentalCartView(cartWith(line(1)), [{ change: { kind: 'rental.remove', vehicleId: 1 }, status: 'queued' }]);
    expect(view).toEqual(EMPTY_RENTAL_CART);
  });

  it('a clear followed by an add leaves only the new vehicle (the replace-provider flow)', () => {
    const view = rentalCartView(cartWith(line(1, 1), line(2, 1)), [
      { change: { kind: 'rental.clear' }, status: 'queued' },
      { change: { kind: 'rental.add', vehicle: vehicle(5, 2), provider: provider(2), trip: trip() }, status: 'queued' },
    ]);
    expect(view.lines.map((l) => l.vehicleId)).toEqual([5]);
  });

  it('marks lines touched by a change that needs a decision', () => {
    const view = applyRentalChange(cartWith(line(1)), { change: { kind: 'rental.add', vehicle: vehicle(7, 2), provider: provider(2), trip: trip() }, status: 'needs-decision' });
    expect(view.lines.find((l) => l.vehicleId === 7)?.state).toBe('needs-decision');
    expect(view.lines.find((l) => l.vehicleId === 1)?.state).toBe('synced');
  });

  it('a trip change applies to the whole cart', () => {
    const view = rentalCartView(cartWith(line(1), line(2)), [{ change: { kind: 'rental.updateTrip', trip: trip({ estimatedHours: 8 }) }, status: 'queued' }]);
    expect(view.trip?.estimatedHours).toBe(8);
    expect(view.lines.every((l) => l.state === 'pending')).toBe(true);
  });
});

describe('planAdd follows the spec transitions', () => {
  it.each<[string, RentalCartState, CartVehicle, TripData, string]>([
    ['empty cart adds directly', EMPTY_RENTAL_CART, vehicle(1), trip(), 'add'],
    ['same provider, same type and duration adds directly', cartWith(line(1)), vehicle(2), trip(), 'add'],
    ['another provider asks to replace the cart', cartWith(line(1, 1)), vehicle(2, 2), trip(), 'provider-conflict'],
    ['another trip type asks to change it', cartWith(line(1)), vehicle(2), trip({ rentalType: 'distance_wise' }), 'trip-type-change'],
    ['same type, other duration asks to update it', cartWith(line(1)), vehicle(2), trip({ estimatedHours: 7 }), 'duration-change'],
    ['distance trips with another distance ask to update it', { ...cartWith(line(1)), trip: trip({ rentalType: 'distance_wise' }) }, vehicle(2), trip({ rentalType: 'distance_wise', distance: 30 }), 'distance-change'],
    ['a vehicle already in the cart is stepped instead', cartWith(line(1, 1, 2)), vehicle(1), trip(), 'already-in-cart'],
    ['no free unit at the pickup time', EMPTY_RENTAL_CART, vehicle(1, 1, { total_vehicle_count: 0 }), trip(), 'unavailable'],
  ])('%s', (_name, cart, candidate, searchTrip, expected) => {
    expect(planAdd(cart, candidate, searchTrip).type).toBe(expected);
  });

  it('reports the searched duration for the confirmation text', () => {
    expect(planAdd(cartWith(line(1)), vehicle(2), trip({ estimatedHours: 7 }))).toEqual({ type: 'duration-change', hours: 7 });
  });
});

describe('stepper limits', () => {
  it('plus is blocked past the free units and when none is free', () => {
    expect(planIncrement(1, 3)).toEqual({ type: 'set', quantity: 2 });
    expect(planIncrement(3, 3)).toEqual({ type: 'blocked', reason: 'max', max: 3 });
    expect(planIncrement(1, 0)).toEqual({ type: 'blocked', reason: 'unavailable' });
  });

  it('minus becomes remove at one unit or when no unit is free', () => {
    expect(planDecrement(3, 3)).toEqual({ type: 'set', quantity: 2 });
    expect(planDecrement(1, 3)).toEqual({ type: 'remove' });
    expect(planDecrement(2, 0)).toEqual({ type: 'remove' });
    expect(minusRemoves(1, 5)).toBe(true);
    expect(minusRemoves(2, 5)).toBe(false);
  });
});

describe('trip type change inside the cart', () => {
  it('finds the vehicles that do not offer the new type', () => {
    const cart = cartWith(line(1), { ...line(2), vehicle: vehicle(2, 1, { trip_day_wise: 1 }) });
    expect(linesLackingType(cart, 'day_wise')).toEqual([1]);
    expect(linesLackingType(cart, 'hourly')).toEqual([]);
  });
});
