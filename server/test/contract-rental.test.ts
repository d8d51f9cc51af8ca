/**
 * Contract tests: the server's rental answers pass the client's own structs, and the amount the server
 * charges at booking equals the client's pricing module for a table of carts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigStruct } from '../../src/api/config';
import { ModuleStruct } from '../../src/api/modules';
import { ZoneLookupStruct } from '../../src/api/zones';
import { CouponStruct, TripDetailsStruct, TripStruct } from '../../src/features/rental/api/trips';
import { ProviderStruct, VehiclePageStruct, VehicleStruct } from '../../src/features/rental/api/structs';
import { RentalCartPayload } from '../../src/features/rental/cart/payload';
import { bookingQuote, type Coupon, type PricedVehicle, type ProviderDiscount, type TripType } from '../../src/features/rental/pricing';
import { parseResponse, array, type, type Struct } from '../../src/lib/struct';
import { api, DUBAI_MALL, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  http = api(server.baseUrl);
});
afterAll(() => server.close());

const PICKUP = '2099-06-15 10:00 AM';
const CONTACT = { contact_person_name: 'Test Guest', contact_person_number: '+971500009999', contact_person_email: 'guest@example.com' };

async function newGuest(): Promise<number> {
  return (await http.post<{ guest_id: number }>('/api/v1/auth/guest/request')).body.guest_id;
}

/** Structs are invariant in their type; the table only needs "something parseResponse accepts". */
const anyStruct = <T, S>(struct: Struct<T, S>) => struct as unknown as Struct<unknown, unknown>;

describe('server answers pass the client structs', () => {
  it.each<[string, string, Record<string, string>, Record<string, string | number> | undefined, Struct<unknown, unknown>]>([
    ['config', '/api/v1/config', {}, undefined, anyStruct(ConfigStruct)],
    ['zone lookup', '/api/v1/config/get-zone-id', {}, { lat: 25.1985, lng: 55.2796 }, anyStruct(ZoneLookupStruct)],
    ['modules', '/api/v1/module', { zoneId: '[3,1]' }, undefined, anyStruct(array(ModuleStruct))],
    ['vehicle search', '/api/v1/rental/vehicle/search', RENTAL_HEADERS, { limit: 50 }, anyStruct(VehiclePageStruct)],
    ['top rated', '/api/v1/rental/vehicle/top-rated', RENTAL_HEADERS, undefined, anyStruct(VehiclePageStruct)],
    ['vehicle details', '/api/v1/rental/vehicle/get-vehicle-details/1', RENTAL_HEADERS, undefined, anyStruct(VehicleStruct)],
    ['provider details', '/api/v1/rental/provider/get-provider-details/101', RENTAL_HEADERS, undefined, anyStruct(ProviderStruct)],
    ['popular providers', '/api/v1/rental/provider/popular', RENTAL_HEADERS, undefined, anyStruct(type({ stores: array(ProviderStruct) }))],
    ['coupons', '/api/v1/rental/coupon/list/all', RENTAL_HEADERS, undefined, anyStruct(array(CouponStruct))],
  ])('%s', async (_name, path, headers, query, struct) => {
    const { status, body } = await http.get(path, { headers, query });
    expect(status).toBe(200);
    expect(() => parseResponse(struct, body, path)).not.toThrow();
  });

  it('cart payloads (empty and filled) and trips', async () => {
    const guest = await newGuest();
    const empty = await http.get('/api/v1/rental/user/cart/get-cart', { headers: RENTAL_HEADERS, query: { guest_id: guest } });
    expect(parseResponse(RentalCartPayload, empty.body, 'get-cart')).toEqual({ carts: [], user_data: null });
    const filled = await http.post('/api/v1/rental/user/cart/add-to-cart', {
      headers: RENTAL_HEADERS,
      body: { guest_id: guest, vehicle_id: 1, rental_type: 'hourly', estimated_hours: 3, pickup_time: PICKUP, pickup_location: DUBAI_MALL },
    });
    expect(parseResponse(RentalCartPayload, filled.body, 'add-to-cart').carts).toHaveLength(1);
    const booked = await http.post<number>('/api/v1/rental/user/trip/trip-booking', {
      headers: RENTAL_HEADERS,
      body: { guest_id: guest, trip_amount: 0, trip_type: 'hourly', provider_id: 101, scheduled: 1, schedule_at: PICKUP, ...CONTACT },
    });
    expect(typeof booked.body).toBe('number');
    const list = await http.get<{ trips: unknown[] }>('/api/v1/rental/user/trip/get-trip-list/running', { headers: RENTAL_HEADERS, query: { guest_id: guest } });
    expect(() => parseResponse(array(TripStruct), list.body.trips, 'trips')).not.toThrow();
    const details = await http.get('/api/v1/rental/user/trip/get-trip-details', { headers: RENTAL_HEADERS, query: { guest_id: guest, trip_id: booked.body } });
    expect(() => parseResponse(TripDetailsStruct, details.body, 'trip details')).not.toThrow();
  });
});

interface CartCase {
  name: string;
  vehicles: { id: number; quantity: number }[];
  tripType: 'hourly' | 'day_wise' | 'distance_wise';
  hours: number;
  distance: number;
  coupon?: string;
  provider?: number;
}

const CASES: CartCase[] = [
  { name: 'one hourly vehicle', vehicles: [{ id: 1, quantity: 1 }], tripType: 'hourly', hours: 3, distance: 0 },
  { name: 'two hourly vehicles, two units each (provider discount competes)', vehicles: [{ id: 1, quantity: 2 }, { id: 4, quantity: 2 }], tripType: 'hourly', hours: 9, distance: 0 },
  { name: 'day-wise, 3 days', vehicles: [{ id: 1, quantity: 1 }, { id: 5, quantity: 1 }], tripType: 'day_wise', hours: 72, distance: 0 },
  { name: 'day-wise under a day counts one day', vehicles: [{ id: 1, quantity: 1 }], tripType: 'day_wise', hours: 10, distance: 0 },
  { name: 'distance, 23.456 km', vehicles: [{ id: 1, quantity: 2 }], tripType: 'distance_wise', hours: 0, distance: 23.456 },
  { name: 'hourly with a percent coupon', vehicles: [{ id: 3, quantity: 1 }], tripType: 'hourly', hours: 5, distance: 0, coupon: 'RIDE10' },
  { name: 'hourly with the provider coupon', vehicles: [{ id: 4, quantity: 3 }], tripType: 'hourly', hours: 8, distance: 0, coupon: 'DESERT15' },
  // Each figure is rounded as it is computed: rounding only the total made these carts a cent apart between
  // the checkout and the booked trip (2872.82 and 2872.83; 94.79 and 94.78).
  { name: 'two luxury cars for 7 hours', vehicles: [24, 25].map((id) => ({ id, quantity: 1 })), tripType: 'hourly', hours: 7, distance: 0, provider: 103 },
  { name: 'distance, 7.891 km, four vehicles', vehicles: [27, 28, 31, 32].map((id) => ({ id, quantity: 1 })), tripType: 'distance_wise', hours: 0, distance: 7.891, provider: 104 },
];

/** Each case books on its own day (a week apart, same weekday): earlier bookings hold their units. */
const pickupOf = (testCase: CartCase) => `${new Date(Date.UTC(2099, 5, 1 + 7 * CASES.indexOf(testCase))).toISOString().slice(0, 10)} 10:00 AM`;

describe('the booking amount equals the client pricing module', () => {
  it.each(CASES)('$name', async (testCase) => {
    const guest = await newGuest();
    const pickup = pickupOf(testCase);
    for (const line of testCase.vehicles) {
      const added = await http.post('/api/v1/rental/user/cart/add-to-cart', {
        headers: RENTAL_HEADERS,
        body: {
          guest_id: guest,
          vehicle_id: line.id,
          quantity: line.quantity,
          rental_type: testCase.tripType,
          estimated_hours: testCase.hours,
          distance: testCase.distance,
          destination_time: testCase.tripType === 'distance_wise' ? 0.5 : undefined,
          pickup_time: pickup,
          pickup_location: DUBAI_MALL,
        },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const cart = parseResponse(RentalCartPayload, (await http.get('/api/v1/rental/user/cart/get-cart', { headers: RENTAL_HEADERS, query: { guest_id: guest } })).body, 'cart');
    const providerDiscount = (cart.carts[0]?.provider as { discount?: ProviderDiscount | null }).discount ?? null;
    const coupon = testCase.coupon
      ? (parseResponse(CouponStruct, (await http.get('/api/v1/rental/coupon/apply', { headers: RENTAL_HEADERS, query: { code: testCase.coupon, provider_id: testCase.provider ?? 101 } })).body, 'coupon') as Coupon)
      : null;
    const quote = bookingQuote({
      lines: cart.carts.map((line) => ({ vehicle: line.vehicle as unknown as PricedVehicle, quantity: line.quantity })),
      trip: { tripType: testCase.tripType as TripType, estimatedHours: testCase.hours, distance: testCase.distance },
      providerDiscount,
      coupon,
      taxRate: 5,
      taxIncluded: false,
      additionalCharge: 10,
    });
    const body = { guest_id: guest, trip_amount: quote.total, trip_type: testCase.tripType, provider_id: testCase.provider ?? 101, coupon_code: testCase.coupon, scheduled: 1, schedule_at: pickup, ...CONTACT };
    const tax = await http.post<{ tax_amount: number; tax_included: number }>('/api/v1/rental/user/trip/get-tax', { headers: RENTAL_HEADERS, body });
    expect(tax.body).toMatchObject({ tax_amount: quote.tax, tax_included: 0 });
    // The breakdown the customer reads adds up to the total, to the cent.
    expect(Math.round((quote.subtotal - quote.discount - quote.coupon + quote.tax + quote.additionalCharge) * 100)).toBe(Math.round(quote.total * 100));
    const booked = await http.post<number>('/api/v1/rental/user/trip/trip-booking', { headers: RENTAL_HEADERS, body });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const trip = await http.get<{ trip_amount: number; coupon_discount_amount: number; discount_on_trip: number }>('/api/v1/rental/user/trip/get-trip-details', {
      headers: RENTAL_HEADERS,
      query: { guest_id: guest, trip_id: booked.body },
    });
    expect(trip.body.trip_amount).toBe(quote.total);
    expect(trip.body.coupon_discount_amount).toBe(quote.coupon);
    expect(trip.body.discount_on_trip).toBe(quote.discount);
    // The booked cart is gone.
    expect((await http.get('/api/v1/rental/user/cart/get-cart', { headers: RENTAL_HEADERS, query: { guest_id: guest } })).body).toEqual({ carts: [], user_data: [] });
  });
});
