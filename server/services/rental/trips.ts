/**
 * Trip booking from the server cart (contract §4.3): validations with their envelopes, the amount pipeline
 * (server-computed; the client's `trip_amount` is ignored), trip and detail rows, then the cart is emptied.
 * Also the trip list, details, cancellation while pending, and cash payment.
 */
import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { durableTransaction } from '../../db/durability';
import type { Caller } from '../../http/context';
import { errorList, errorsText, messageError } from '../../http/errors';
import { num, validate, type Input } from '../../http/input';
import { setting } from '../../http/settings';
import { pointInRing } from '../../geo/geometry';
import { ringOf, type ZoneRow } from '../zones/zones';
import { isProviderOpen } from './availability';
import { bookableUnits } from './holds';
import { cartPayload, clearCart, userData, type CartScope } from './cart';
import { checkCoupon, type CouponRow } from './coupons';
import { getStore, validDiscount, vehicleJson, type VehicleRow } from './format';
import { bookingAmounts, money, type BookingAmounts, type RentalType } from './pricing';
import { addHours, formatWall, parseWall, wallNow } from './time';

export interface Quote {
  amounts: BookingAmounts;
  coupon: CouponRow | null;
  providerId: number;
  zoneId: number;
  scheduleAt: Date;
  scheduled: boolean;
  lines: { vehicle: VehicleRow; quantity: number }[];
}

/** Every check of trip-booking (and get-tax), then the amounts. */
export function quote(db: Db, request: FastifyRequest, scope: CartScope, input: Input): Quote {
  validate(input, {
    trip_type: ['required', { in: ['hourly', 'distance_wise', 'day_wise'] }],
    provider_id: ['required', 'integer'],
    schedule_at: ['date'],
    scheduled: ['boolean'],
  });
  const payload = cartPayload(db, request, scope);
  const data = userData(db, scope.caller);
  if (!data || payload.carts.length === 0) throw errorList(403, 'cart', 'Your cart is empty');
  if (!data.pickup_location) throw errorList(403, 'cart', 'Your location is empty');
  const providerId = Number(input.provider_id);
  const store = getStore(db, providerId);
  if (!store || store.status !== 1 || store.active !== 1) throw errorList(403, 'provider', 'Provider not found');
  if (payload.carts.some((line) => line.provider_id !== providerId)) throw errorList(403, 'provider', 'Your cart belongs to another provider');
  const pickup = JSON.parse(data.pickup_location) as { lat: number | string; lng: number | string };
  const zone = db.prepare('SELECT * FROM zones WHERE id = ?').get(store.zone_id) as ZoneRow | undefined;
  if (!zone || !pointInRing({ lat: Number(pickup.lat), lng: Number(pickup.lng) }, ringOf(zone))) throw errorList(403, 'Zone', 'out of zone');

  const nowWall = wallNow(scope.now);
  const scheduled = input.scheduled === 1 || input.scheduled === '1' || input.scheduled === true || input.scheduled === 'true';
  const scheduleAt = parseWall(input.schedule_at) ?? nowWall;
  if (scheduled) {
    if (!store.schedule_order || !setting(db, 'schedule_order', true)) throw errorList(403, 'schedule_at', 'Scheduled trips are not available for this provider');
    if (scheduleAt.getTime() < nowWall.getTime() - 60_000) throw errorList(403, 'trip_time', 'You can not schedule a trip in the past');
  }
  if (!isProviderOpen(db, store.id, scheduleAt)) throw errorList(403, 'schedule_at', 'The provider is closed at that time');

  const lines = payload.carts.map((line) => {
    const vehicle = db.prepare('SELECT * FROM vehicles WHERE id = ?').get(line.vehicle_id) as VehicleRow | undefined;
    if (!vehicle) throw errorList(404, 'details_data', 'Vehicle not found');
    if (vehicle.status !== 1) throw errorList(403, 'details_data', `${vehicle.name} is unavailable`);
    const free = bookableUnits(db, vehicle.id, scheduleAt, data.rental_type === 'distance_wise' ? data.destination_time : data.estimated_hours);
    if (free <= 0) throw errorList(403, 'details_data', `${vehicle.name} has no free unit at that time`);
    if (line.quantity > free) throw errorList(403, 'details_data', `Only ${free} of ${vehicle.name} available`);
    return { vehicle, quantity: line.quantity };
  });

  const code = typeof input.coupon_code === 'string' ? input.coupon_code.trim() : '';
  const customer = { ...scope.caller, phone: scope.caller.isGuest && typeof input.contact_person_number === 'string' ? input.contact_person_number.trim() : undefined };
  const coupon = code ? checkCoupon(db, { code, moduleId: scope.moduleId, providerId, providerZoneId: store.zone_id, customer, now: scope.now }) : null;
  const discount = validDiscount(db, providerId, scope.now);
  const taxIncluded = setting<number>(db, 'system_tax_include_status', 0) === 1;
  const additionalCharge = setting<number>(db, 'additional_charge_status', 0) === 1 ? setting<number>(db, 'additional_charge', 0) : 0;
  const amounts = bookingAmounts({
    lines,
    trip: { rentalType: data.rental_type as RentalType, estimatedHours: data.estimated_hours, distance: data.distance },
    providerDiscount: discount ? { discount: discount.discount, min_purchase: discount.min_purchase, max_discount: discount.max_discount } : null,
    coupon,
    taxRate: setting<number>(db, 'rental_tax_rate', 0),
    taxIncluded,
    additionalCharge,
    decimals: setting<number>(db, 'digit_after_decimal_point', 2),
  });
  return { amounts, coupon, providerId, zoneId: store.zone_id, scheduleAt, scheduled, lines };
}

export function bookTrip(db: Db, request: FastifyRequest, scope: CartScope, input: Input, contact: { name: string; phone: string; email: string }): number {
  validate(input, { trip_amount: ['required', 'numeric'] });
  if (scope.caller.isGuest) validate(input, { contact_person_name: ['required'], contact_person_number: ['required'], contact_person_email: ['required', 'email'] });
  // Synchronous commit: the customer is told "booked" only once the trip is on disk.
  return durableTransaction(db, () => {
    const q = quote(db, request, scope, input);
    const data = userData(db, scope.caller);
    if (!data) throw errorList(403, 'cart', 'Your cart is empty');
    const hours = data.rental_type === 'distance_wise' ? data.destination_time : data.estimated_hours;
    const end = addHours(q.scheduleAt, Math.ceil(hours));
    const stamp = scope.now.toISOString();
    const trip = db
      .prepare(
        `INSERT INTO trips (user_id, is_guest, provider_id, zone_id, module_id, trip_type, quantity, trip_amount, discount_on_trip, discount_on_trip_by,
           coupon_discount_amount, coupon_discount_by, coupon_code, additional_charge, tax_amount, tax_status, tax_percentage, distance, estimated_hours,
           scheduled, schedule_at, estimated_trip_end_time, pickup_location, destination_location, user_info, trip_note, otp, pending, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        scope.caller.id,
        scope.caller.isGuest ? 1 : 0,
        q.providerId,
        q.zoneId,
        scope.moduleId,
        data.rental_type,
        q.lines.reduce((sum, line) => sum + line.quantity, 0),
        q.amounts.total,
        q.amounts.discount,
        q.amounts.discountBy,
        q.amounts.coupon,
        q.coupon ? q.coupon.created_by : 'none',
        q.coupon ? q.coupon.code : null,
        q.amounts.additionalCharge,
        q.amounts.taxAmount,
        q.amounts.taxIncluded ? 'included' : 'excluded',
        data.distance,
        data.estimated_hours,
        q.scheduled ? 1 : 0,
        formatWall(q.scheduleAt),
        formatWall(end),
        data.pickup_location,
        data.destination_location,
        JSON.stringify({ contact_person_name: contact.name, contact_person_number: contact.phone, contact_person_email: contact.email }),
        typeof input.additional_note === 'string' ? input.additional_note.slice(0, 1000) : null,
        String(randomInt(1000, 10000)),
        formatWall(wallNow(scope.now)),
        stamp,
        stamp,
      );
    const tripId = Number(trip.lastInsertRowid);
    const detail = db.prepare(
      `INSERT INTO trip_details (trip_id, vehicle_id, quantity, price, original_price, discount_on_trip, discount_type, discount_percentage, discount_on_trip_by,
         tax_amount, tax_status, vehicle_details, rental_type, estimated_hours, distance, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    q.lines.forEach((line, index) => {
      const amounts = q.amounts.lines[index];
      if (!amounts) return;
      const providerWon = q.amounts.discountBy === 'admin';
      detail.run(
        tripId,
        line.vehicle.id,
        line.quantity,
        amounts.lineSubtotal,
        money(amounts.unitBase),
        money(providerWon ? amounts.lineDiscount : amounts.vehicleDiscountUnit),
        providerWon ? 'precentage' : line.vehicle.discount_type,
        providerWon ? (validDiscount(db, q.providerId, scope.now)?.discount ?? 0) : line.vehicle.discount_type === 'percent' ? line.vehicle.discount_price : 0,
        providerWon ? 'admin' : 'vendor',
        q.amounts.subtotal > 0 ? money((q.amounts.taxAmount * amounts.lineSubtotal) / q.amounts.subtotal) : 0,
        q.amounts.taxIncluded ? 'included' : 'excluded',
        JSON.stringify(vehicleJson(request, line.vehicle)),
        data.rental_type,
        data.estimated_hours,
        data.distance,
        stamp,
        stamp,
      );
      db.prepare('UPDATE vehicles SET total_trip = total_trip + ? WHERE id = ?').run(line.quantity, line.vehicle.id);
    });
    if (q.coupon) db.prepare('UPDATE coupons SET total_uses = total_uses + 1 WHERE id = ?').run(q.coupon.id);
    clearCart(db, scope.caller);
    return tripId;
  });
}

export const RUNNING = ['pending', 'confirmed', 'ongoing', 'payment_failed'];
export const COMPLETED = ['completed', 'canceled'];

export interface TripRow {
  id: number;
  user_id: number;
  is_guest: number;
  provider_id: number;
  trip_status: string;
  payment_status: string;
  trip_amount: number;
  pickup_location: string | null;
  destination_location: string | null;
  user_info: string;
  [key: string]: unknown;
}

export function ownTrip(db: Db, caller: Caller, tripId: unknown): TripRow {
  const id = num(tripId, -1);
  const trip = db.prepare('SELECT * FROM trips WHERE id = ? AND user_id = ? AND is_guest = ?').get(id, caller.id, caller.isGuest ? 1 : 0) as TripRow | undefined;
  if (!trip) throw errorsText(404, 'trip data not found');
  return trip;
}

export function cancelTrip(db: Db, caller: Caller, input: Input, now: Date): void {
  validate(input, { trip_id: ['required', 'integer'], cancellation_reason: [{ maxLength: 255 }] });
  const trip = ownTrip(db, caller, input.trip_id);
  if (trip.trip_status !== 'pending') throw errorsText(403, 'You can not cancal this trip');
  db.transaction(() => {
    db.prepare("UPDATE trips SET trip_status = 'canceled', canceled = ?, canceled_by = 'user', cancellation_reason = ?, updated_at = ? WHERE id = ?").run(
      formatWall(wallNow(now)),
      typeof input.cancellation_reason === 'string' ? input.cancellation_reason : null,
      now.toISOString(),
      trip.id,
    );
    for (const detail of db.prepare('SELECT vehicle_id, quantity FROM trip_details WHERE trip_id = ?').all(trip.id) as { vehicle_id: number; quantity: number }[]) {
      db.prepare('UPDATE vehicles SET total_trip = max(0, total_trip - ?) WHERE id = ?').run(detail.quantity, detail.vehicle_id);
    }
  })();
}

export function payTrip(db: Db, caller: Caller, input: Input, now: Date): { message: string } {
  const method = input.payment_method;
  if (input.trip_id === undefined || input.trip_id === '' || !['cash_payment', 'wallet', 'partial_payment', 'digital_payment'].includes(String(method))) {
    throw messageError(403, 'The trip id and a valid payment method are required.');
  }
  const id = num(input.trip_id, -1);
  const trip = db.prepare('SELECT * FROM trips WHERE id = ? AND user_id = ? AND is_guest = ?').get(id, caller.id, caller.isGuest ? 1 : 0) as TripRow | undefined;
  if (!trip) throw messageError(404, 'trip not found');
  if (trip.payment_status === 'paid') throw messageError(403, 'already paid');
  if (method === 'cash_payment') {
    durableTransaction(db, () => db.prepare("UPDATE trips SET payment_status = 'paid', payment_method = 'cash_payment', updated_at = ? WHERE id = ?").run(now.toISOString(), trip.id));
    return { message: 'payment successful' };
  }
  if (caller.isGuest) throw messageError(403, 'Guests can pay in cash only');
  if (method === 'wallet') {
    // Checked again under the write lock: another worker may have paid the trip or spent the wallet since.
    durableTransaction(db, () => {
      const current = db.prepare('SELECT payment_status FROM trips WHERE id = ?').get(trip.id) as { payment_status: string };
      if (current.payment_status === 'paid') throw messageError(403, 'already paid');
      const user = db.prepare('SELECT wallet_balance FROM users WHERE id = ?').get(caller.id) as { wallet_balance: number };
      if (user.wallet_balance < trip.trip_amount) throw messageError(403, 'insufficient balance');
      db.prepare('UPDATE users SET wallet_balance = wallet_balance - ? WHERE id = ?').run(trip.trip_amount, caller.id);
      db.prepare("UPDATE trips SET payment_status = 'paid', payment_method = 'wallet', updated_at = ? WHERE id = ?").run(now.toISOString(), trip.id);
    });
    return { message: 'payment successful' };
  }
  throw messageError(403, 'Digital payment is not available on this server');
}
