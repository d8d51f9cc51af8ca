/**
 * Reading orders: finding one for its owner only (a customer's own, never a guest order; a guest's by guest
 * id, and for tracking also by the contact number), moving orders along their clock before they are shown
 * (progress.ts), and the order JSON of lists, running orders and tracking (contract-marketplace §M5.5) with
 * the store, the rider and their position.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection';
import { allSettings } from '../../http/settings';
import type { Caller } from '../../http/context';
import { errorList } from '../../http/errors';
import { parseJsonArray, parseJsonObject } from '../../http/input';
import { laravelTime } from '../auth/accounts';
import { ratingSummary, parseHistogram } from '../catalog/rules';
import { formatStores } from '../catalog/store-format';
import type { Scope } from '../catalog/scope';
import { imagePaths } from '../images/paths';
import { categoryJson, categoryRow } from '../parcel/content';
import { PARCEL_STEP_SECONDS, riderPosition, stepsUntil, STEP_SECONDS } from './progress';
import type { StoreRow } from '../../db/rows';

export const FINISHED = ['delivered', 'canceled', 'refund_requested', 'refund_request_canceled', 'refunded', 'failed', 'returned'] as const;

export interface OrderRow {
  id: number;
  user_id: number;
  is_guest: number;
  store_id: number | null;
  module_id: number;
  zone_id: number | null;
  order_status: string;
  payment_status: string;
  payment_method: string;
  order_amount: number;
  delivery_address: string | null;
  delivery_man_id: number | null;
  schedule_at: string | null;
  scheduled: number;
  created_at: string;
  updated_at: string;
  [column: string]: unknown;
}

interface RiderRow {
  id: number;
  f_name: string;
  l_name: string;
  phone: string;
  email: string | null;
  zone_id: number | null;
  vehicle: string;
  home_latitude: string;
  home_longitude: string;
  rating: string;
  created_at: string;
  updated_at: string;
}

const notFound = () => errorList(404, 'order', 'not found');

/** `+971 50…`, ` 97150…` and `97150…` all name `+97150…`. */
export function normalizedPhone(value: unknown): string {
  const digits = String(value ?? '').replace(/[\s\-()]/g, '');
  return digits === '' ? '' : `+${digits.replace(/^\+/, '')}`;
}

/** The caller's own order, or the contract's `404 order not found` for anything else (ids reveal nothing). */
export function ownOrder(db: Db, caller: Caller, orderId: unknown, contactNumber?: unknown): OrderRow {
  const id = Number(orderId);
  const order = Number.isSafeInteger(id) ? (db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ? AND is_guest = ?').get(id, caller.id, caller.isGuest ? 1 : 0) as OrderRow | undefined) : undefined;
  if (!order) throw notFound();
  if (caller.isGuest && contactNumber !== undefined) {
    const address = parseJsonObject(order.delivery_address);
    if (normalizedPhone(address?.contact_person_number) !== normalizedPhone(contactNumber)) throw notFound();
  }
  return order;
}

const instant = (value: unknown): Date | null => {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The real instant of a scheduled order's wall time (`order.schedule_at`), from the offset of its creation. */
function scheduledInstant(order: OrderRow, offsetMinutes: number): Date | null {
  if (!order.scheduled || !order.schedule_at) return null;
  const wall = instant(order.schedule_at);
  return wall ? new Date(wall.getTime() - offsetMinutes * 60_000) : null;
}

/** Picks a rider of the order's zone, the same one for the same order. */
function assignRider(db: Db, order: OrderRow): number | null {
  const riders = db.prepare('SELECT id FROM delivery_men WHERE status = 1 AND (zone_id = ? OR zone_id IS NULL) ORDER BY id').all(order.zone_id) as { id: number }[];
  return riders.length === 0 ? null : (riders[order.id % riders.length] as { id: number }).id;
}

/** Loyalty points for a delivered order: the configured share of its amount, whole points (contract-marketplace §M6.2). */
function awardPoints(db: Db, order: OrderRow, at: Date): void {
  const settings = allSettings(db);
  const on = settings.loyalty_point_status === 1 || settings.loyalty_point_status === true || settings.loyalty_point_status === '1';
  const points = Math.floor((order.order_amount * (Number(settings.loyalty_point_item_purchase_point) || 0)) / 100);
  if (!on || points <= 0) return;
  const user = db.prepare('SELECT loyalty_point FROM users WHERE id = ?').get(order.user_id) as { loyalty_point: number } | undefined;
  if (!user) return;
  const balance = user.loyalty_point + points;
  const stamp = laravelTime(at);
  db.prepare('UPDATE users SET loyalty_point = ? WHERE id = ?').run(balance, order.user_id);
  db.prepare("INSERT INTO loyalty_point_transactions (user_id, transaction_id, credit, debit, balance, transaction_type, reference, created_at, updated_at) VALUES (?, ?, ?, 0, ?, 'order_place', ?, ?, ?)").run(
    order.user_id, randomUUID(), points, balance, String(order.id), stamp, stamp,
  );
}

/**
 * Moves orders along their clock up to `now` and writes the new statuses (with their timestamps, the rider at
 * handover, cash collected and loyalty points earned on delivery). `offsetMinutes` is the operator's offset from UTC, for schedules.
 */
export function advanceOrders(db: Db, orders: OrderRow[], now: Date, offsetMinutes: number): OrderRow[] {
  return orders.map((order) => {
    const since = instant(order[order.order_status]) ?? instant(order.updated_at);
    if (!since) return order;
    const parcel = order.order_type === 'parcel';
    // A take-away order is collected, never picked up by a rider; a parcel has no store preparing it.
    const steps = stepsUntil(order.order_status, since, now, scheduledInstant(order, offsetMinutes), parcel ? PARCEL_STEP_SECONDS : STEP_SECONDS).filter(
      (step) => (order.order_type !== 'take_away' || step.status !== 'picked_up') && (!parcel || step.status !== 'processing'),
    );
    if (steps.length === 0) return order;
    const changes: Record<string, unknown> = {};
    for (const step of steps) changes[step.status] = laravelTime(step.at);
    const last = steps[steps.length - 1] as (typeof steps)[number];
    changes.order_status = last.status;
    if (!order.delivery_man_id && order.order_type !== 'take_away' && steps.some((step) => step.status === 'handover')) changes.delivery_man_id = assignRider(db, order);
    if (last.status === 'delivered' && order.payment_method === 'cash_on_delivery') changes.payment_status = 'paid';
    if (last.status === 'delivered' && order.payment_method === 'partial_payment') changes.payment_status = 'paid';
    changes.updated_at = laravelTime(last.at);
    const columns = Object.keys(changes);
    db.transaction(() => {
      const moved = db.prepare(`UPDATE orders SET ${columns.map((column) => `"${column}" = ?`).join(', ')} WHERE id = ? AND order_status = ?`).run(...(Object.values(changes) as (string | number | null)[]), order.id, order.order_status);
      if (moved.changes === 1 && last.status === 'delivered' && order.is_guest === 0) awardPoints(db, order, last.at);
    })();
    return { ...order, ...changes } as OrderRow;
  });
}

function riderJson(scope: Scope, order: OrderRow, store: StoreRow | undefined, address: Record<string, unknown> | null) {
  if (!order.delivery_man_id) return null;
  const rider = scope.db.prepare('SELECT * FROM delivery_men WHERE id = ?').get(order.delivery_man_id) as RiderRow | undefined;
  if (!rider) return null;
  const home = { lat: Number(rider.home_latitude), lng: Number(rider.home_longitude) };
  const pointOf = (place: Record<string, unknown> | null) => (place && place.latitude !== '' && place.latitude !== undefined ? { lat: Number(place.latitude), lng: Number(place.longitude) } : null);
  // A parcel is collected from the sender (the order's address) and taken to the receiver.
  const parcel = order.order_type === 'parcel';
  const storePoint = (parcel ? pointOf(address) : store ? { lat: Number(store.latitude), lng: Number(store.longitude) } : null) ?? home;
  const destination = parcel ? pointOf(parseJsonObject(order.receiver_details)) : pointOf(address);
  const since = instant(order[order.order_status]) ?? scope.now;
  const at = riderPosition({ status: order.order_status, since, now: scope.now, home, store: storePoint, destination, seconds: parcel ? PARCEL_STEP_SECONDS : STEP_SECONDS });
  const rating = ratingSummary(parseHistogram(rider.rating));
  const [lat, lng] = [at.lat.toFixed(6), at.lng.toFixed(6)];
  return {
    id: rider.id,
    f_name: rider.f_name,
    l_name: rider.l_name,
    phone: rider.phone,
    email: rider.email,
    image: `${rider.id}.svg`,
    image_full_url: scope.image(imagePaths.driver(rider.id)),
    vehicle: rider.vehicle,
    zone_id: rider.zone_id,
    avg_rating: rating.avg_rating,
    rating_count: rating.rating_count,
    lat,
    lng,
    location: `${lat}, ${lng}`,
    created_at: rider.created_at,
    updated_at: rider.updated_at,
  };
}

function parcelCategoryOf(scope: Scope, order: OrderRow) {
  if (!order.parcel_category_id) return null;
  const row = categoryRow(scope.db, Number(order.parcel_category_id), order.module_id);
  return row ? categoryJson({ db: scope.db, language: scope.ar ? 'ar' : 'en', image: scope.image }, row) : null;
}

export function orderJson(scope: Scope, order: OrderRow, view: 'list' | 'track') {
  const store = order.store_id ? (scope.db.prepare('SELECT * FROM stores WHERE id = ?').get(order.store_id) as StoreRow | undefined) : undefined;
  const address = parseJsonObject(order.delivery_address);
  const details = scope.db.prepare('SELECT count(*) AS n FROM order_details WHERE order_id = ?').get(order.id) as { n: number };
  const module = scope.db.prepare('SELECT module_type FROM modules WHERE id = ?').get(order.module_id) as { module_type: string } | undefined;
  const refund = scope.db.prepare('SELECT * FROM refunds WHERE order_id = ?').get(order.id) as Record<string, unknown> | undefined;
  const [storeJson] = store ? formatStores(scope, [store]) : [];
  const attachments = (parseJsonArray(order.order_attachment) ?? []).map(String);
  const { callback: _callback, ...columns } = order;
  const base = {
    ...columns,
    is_guest: order.is_guest === 1,
    cutlery: order.cutlery === 1,
    prescription_order: order.prescription_order === 1,
    delivery_address: address,
    order_attachment: attachments,
    order_attachment_full_url: attachments.map((file) => scope.image(`order/${file}`)),
    order_proof_full_url: [],
    module_type: module?.module_type ?? null,
    store: storeJson ?? null,
    delivery_man: riderJson(scope, order, store, address),
    details_count: details.n,
    parcel_category: parcelCategoryOf(scope, order),
    receiver_details: parseJsonObject(order.receiver_details),
    refund: refund
      ? {
          order_id: order.id,
          admin_note: refund.admin_note ?? null,
          customer_note: refund.customer_note ?? null,
          ...(view === 'track' ? { ...refund, image: parseJsonArray(refund.image) ?? [], image_full_url: (parseJsonArray(refund.image) ?? []).map((file) => scope.image(`order/${String(file)}`)) } : {}),
        }
      : null,
    refund_cancellation_note: null,
    refund_customer_note: refund?.customer_note ?? null,
  };
  if (view === 'list') return base;
  const reviews = scope.db.prepare('SELECT id, item_id, rating, comment FROM reviews WHERE order_id = ?').all(order.id);
  return {
    ...base,
    payments: [],
    parcel_cancellation: null,
    reviews,
    offline_payment: null,
    min_delivery_time: Number(/\d+/.exec(String(store?.delivery_time ?? ''))?.[0] ?? 0),
    max_delivery_time: Number(/\d+\D+(\d+)/.exec(String(store?.delivery_time ?? ''))?.[1] ?? 0),
    admin_phone: null,
  };
}
