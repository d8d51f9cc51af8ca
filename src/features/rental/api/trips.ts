/** Coupons, tax, booking (answer: a bare number, the trip id), trip list and details, cancel and cash payment. */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@/lib/query';
import { array, coerce, flag, list, looseId, looseNumber, nullable, number, numberOrZero, optional, record, string, text, type, union, unknown, type Infer } from '@/lib/struct';
import { rentalKeys } from './keys';
import { PageStruct, VehicleStruct } from './structs';

export const CouponStruct = type({
  id: looseId,
  title: text,
  code: string(),
  min_purchase: numberOrZero,
  max_discount: numberOrZero,
  discount: numberOrZero,
  discount_type: text,
  coupon_type: optional(text),
  expire_date: optional(nullable(string())),
});
export type Coupon = Infer<typeof CouponStruct>;

export function applyCoupon(code: string, providerId: number) {
  return apiRequest('/api/v1/rental/coupon/apply', { query: { code, provider_id: providerId }, struct: CouponStruct });
}

export const couponsOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: rentalKeys.coupons(signedIn),
    queryFn: ({ signal }) => apiRequest(signedIn ? '/api/v1/rental/coupon/list' : '/api/v1/rental/coupon/list/all', { struct: array(CouponStruct), signal }),
    meta: { silent: true },
  });

export function useRentalCoupons(signedIn: boolean) {
  return useQuery(couponsOptions(signedIn));
}

export interface BookingBody {
  trip_type: string;
  provider_id: number;
  coupon_code?: string;
  schedule_at?: string;
  scheduled: 0 | 1;
  additional_note?: string;
  contact_person_name?: string;
  contact_person_number?: string;
  contact_person_email?: string;
}

const TaxStruct = type({ tax_amount: numberOrZero, tax_status: optional(text), tax_included: optional(flag) });

export function getTripTax(body: BookingBody) {
  return apiRequest('/api/v1/rental/user/trip/get-tax', { method: 'POST', body: { ...body }, struct: TaxStruct, guest: true });
}

export async function bookTrip(body: BookingBody & { trip_amount: number }): Promise<number> {
  return apiRequest('/api/v1/rental/user/trip/trip-booking', { method: 'POST', body: { ...body }, struct: coerce(number(), string(), (value) => Number(value)), guest: true });
}

const LocationStruct = optional(nullable(type({ lat: looseNumber, lng: looseNumber, location_name: optional(text) })));

export const TripStruct = type({
  id: looseId,
  trip_status: string(),
  payment_status: text,
  payment_method: optional(nullable(string())),
  trip_type: text,
  quantity: numberOrZero,
  trip_amount: numberOrZero,
  discount_on_trip: optional(numberOrZero),
  coupon_discount_amount: optional(numberOrZero),
  additional_charge: optional(numberOrZero),
  tax_amount: optional(numberOrZero),
  tax_status: optional(text),
  distance: optional(numberOrZero),
  estimated_hours: optional(numberOrZero),
  schedule_at: optional(nullable(string())),
  estimated_trip_end_time: optional(nullable(string())),
  pickup_location: LocationStruct,
  destination_location: LocationStruct,
  otp: optional(nullable(text)),
  created_at: optional(nullable(string())),
  provider: optional(nullable(type({ id: looseId, name: text, logo_full_url: optional(nullable(string())), phone: optional(nullable(string())) }))),
});
export type Trip = Infer<typeof TripStruct>;

const TripPage = type({ ...PageStruct, trips: list(TripStruct) });

export const TripDetailsStruct = type({
  ...TripStruct.schema,
  trip_details: list(
    type({
      id: looseId,
      vehicle_id: looseId,
      quantity: numberOrZero,
      /** The line before discounts: one vehicle for the trip × quantity. */
      price: numberOrZero,
      /** One vehicle for the trip. */
      original_price: optional(numberOrZero),
      discount_on_trip: optional(numberOrZero),
      tax_amount: optional(numberOrZero),
      vehicle_details: optional(nullable(union([VehicleStruct, record(string(), unknown())]))),
    }),
  ),
});
export type TripDetails = Infer<typeof TripDetailsStruct>;

export const tripsOptions = (kind: 'running' | 'completed') =>
  infiniteQueryOptions({
    queryKey: rentalKeys.trips(kind),
    queryFn: ({ pageParam, signal }) => apiRequest(`/api/v1/rental/user/trip/get-trip-list/${kind}`, { query: { limit: 10, offset: pageParam }, struct: TripPage, guest: true, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.trips.length > 0 && page * 10 < last.total_size ? page + 1 : undefined),
  });

export function useTrips(kind: 'running' | 'completed') {
  return useInfiniteQuery(tripsOptions(kind));
}

export const tripOptions = (id: number) =>
  queryOptions({
    queryKey: rentalKeys.trip(id),
    queryFn: ({ signal }) => apiRequest('/api/v1/rental/user/trip/get-trip-details', { query: { trip_id: id }, struct: TripDetailsStruct, guest: true, signal }),
    enabled: Number.isInteger(id) && id > 0,
    meta: { silent: true },
  });

export function useTrip(id: number) {
  return useQuery(tripOptions(id));
}

const MessageStruct = type({ message: optional(text) });

export function cancelTrip(id: number, reason: string) {
  return apiRequest('/api/v1/rental/user/trip/cancel-trip', { method: 'PUT', body: { trip_id: id, cancellation_reason: reason || undefined }, struct: MessageStruct, guest: true });
}

export function payTripCash(id: number) {
  return apiRequest('/api/v1/rental/user/trip/payment', { method: 'POST', body: { trip_id: id, payment_method: 'cash_payment' }, struct: MessageStruct, guest: true });
}
