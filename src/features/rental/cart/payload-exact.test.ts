/**
 * The quick test for cart answers in their exact form is never looser than the struct: whatever it accepts,
 * the struct accepts too and returns unchanged, so taking such an answer as it is changes nothing.
 */
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { parseResponse, parseStored } from '@/lib/struct';
import { RentalCartPayload } from './payload';
import { isExactCartPayload } from './payload-exact';

/** An answer as the reference server sends it (extra fields included). */
function answer() {
  return {
    carts: [
      {
        id: 41,
        user_id: 7,
        is_guest: 1,
        module_id: 6,
        provider_id: 101,
        vehicle_id: 3,
        quantity: 2,
        price: 187.5,
        created_at: '2099-06-01T10:00:00.000Z',
        updated_at: '2099-06-01T10:00:00.000Z',
        vehicle: {
          id: 3,
          name: 'Sedan',
          provider_id: 101,
          thumbnail_full_url: 'http://127.0.0.1/storage/vehicle/3-0.svg',
          images_full_url: ['http://127.0.0.1/storage/vehicle/3-1.svg'],
          hourly_price: 40,
          distance_price: 2.5,
          day_wise_price: 300,
          discount_type: 'percent',
          discount_price: 10,
          trip_hourly: 1,
          trip_distance: 0,
          trip_day_wise: 1,
          total_vehicle_count: 4,
        },
        provider: { id: 101, name: 'Desert Wheels', discount: null, pickup_zone_id: ['1', '3'] },
      },
    ],
    user_data: {
      id: 9,
      user_id: 7,
      is_guest: 1,
      pickup_location: { lat: 25.1985, lng: 55.2796, location_name: 'Dubai Mall' },
      destination_location: null,
      pickup_time: '2099-06-15 10:00:00',
      rental_type: 'hourly',
      estimated_hours: 3,
      distance: 0,
      destination_time: 0,
      total_cart_price: 187.5,
    },
  };
}

type Node = Record<string, unknown> | unknown[];

/** Every path to a field of the answer (objects and lists included), e.g. `carts.0.vehicle.name`. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => paths((value as Record<string | number, unknown>)[key], [...prefix, key]))];
}

function withValue(path: (string | number)[], replacement: unknown) {
  const copy = answer();
  let node = copy as unknown as Node;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key] as Node;
  const last = path.at(-1) as string | number;
  if (replacement === undefined && !Array.isArray(node)) delete (node as Record<string | number, unknown>)[last];
  else (node as Record<string | number, unknown>)[last] = replacement;
  return copy;
}

const ODD_VALUES: unknown[] = [undefined, null, '', '12', '4.5', 'x', 4.5, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, true, false, {}, [], [1]];

describe('cart answers in their exact form', () => {
  it('takes the server form as it is, equal to what the struct makes of it', () => {
    const data = answer();
    expect(isExactCartPayload(data)).toBe(true);
    expect(create(data, RentalCartPayload)).toEqual(data);
    expect(isExactCartPayload({ carts: [], user_data: null })).toBe(true);
  });

  it.each([
    ['an empty cart as the backend sends it', { carts: [], user_data: [] }],
    ['an id as text', withValue(['carts', 0, 'id'], '41')],
    ['a price left null', withValue(['carts', 0, 'price'], null)],
    ['a missing free-unit count', withValue(['carts', 0, 'vehicle', 'total_vehicle_count'], undefined)],
    ['a place without its name', withValue(['user_data', 'pickup_location'], { lat: 25.2, lng: 55.3 })],
    ['hours left null', withValue(['user_data', 'estimated_hours'], null)],
  ])('sends %s through the struct', (_, data) => {
    expect(isExactCartPayload(data)).toBe(false);
    // The struct still reads it as before.
    expect(() => parseResponse(RentalCartPayload, data, 'get-cart')).not.toThrow();
  });

  it('accepts no variation of any field that the struct would refuse or change', () => {
    let accepted = 0;
    for (const path of paths(answer()).filter((path) => path.length > 0)) {
      for (const replacement of ODD_VALUES) {
        const data = withValue(path, replacement);
        if (!isExactCartPayload(data)) continue;
        accepted += 1;
        expect(create(structuredClone(data), RentalCartPayload), `${path.join('.')} = ${String(replacement)}`).toEqual(data);
      }
    }
    // Extra fields and optional text may vary freely; the test did look at accepted variations.
    expect(accepted).toBeGreaterThan(50);
  });

  it('reads a stored snapshot in the exact form as the struct would', () => {
    const data = answer();
    expect(parseStored(RentalCartPayload, data)).toEqual(create(structuredClone(data), RentalCartPayload));
    expect(parseStored(RentalCartPayload, withValue(['carts', 0, 'vehicle'], 'gone'))).toBeNull();
  });
});
