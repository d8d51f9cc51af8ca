/**
 * What an order's status means to the customer, free of React and I/O: which tab lists it, the steps of its
 * timeline (take-away orders are never picked up, parcels never prepared; a cancelled or failed order ends
 * where it stopped; a refund follows delivery), and which actions the server accepts now (contract-marketplace §M5.6, §M5.8):
 * cancel while pending or unpaid, switch an unpaid digital order to cash or pay it from the wallet, ask for a
 * refund of a delivered and paid order, review a delivered order's items and rider.
 */
import type { Order } from './api/structs';

/** Statuses of the history tab (`customer/order/list`); every other status is running. */
export const FINISHED_STATUSES = ['delivered', 'canceled', 'refund_requested', 'refund_request_canceled', 'refunded', 'failed', 'returned'] as const;

export const PROGRESS_STEPS = ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'] as const;

/** The statuses a customer may cancel in: before the store confirms, or a digital order still unpaid. */
export const CANCELLABLE_STATUSES = ['pending', 'failed'] as const;

const REFUND_STATUSES = ['refund_requested', 'refunded', 'refund_request_canceled', 'returned'];
const STOPPED_STATUSES = ['canceled', 'failed'];

export type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface TimelineStep {
  status: string;
  state: StepState;
  /** When the order reached the step, as the server stamped it. */
  at: string | null;
}

type StampKey = 'pending' | 'accepted' | 'confirmed' | 'processing' | 'handover' | 'picked_up' | 'delivered' | 'canceled' | 'failed' | 'refund_requested' | 'refunded';
type Stamps = Partial<Record<StampKey, string | null | undefined>>;
export type TimelineOrder = Pick<Order, 'order_status'> & { order_type?: string | undefined } & Stamps;

export function isRunning(status: string): boolean {
  return !(FINISHED_STATUSES as readonly string[]).includes(status);
}

const stampOf = (order: Stamps, status: string): string | null => {
  const value = (order as Partial<Record<string, unknown>>)[status];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * The steps this order goes through, in order: a take-away order is never picked up, and a parcel is not
 * prepared by a store (a rider comes to the sender, picks it up and carries it to the receiver).
 */
export function stepsFor(orderType: string | undefined): string[] {
  if (orderType === 'parcel') return PROGRESS_STEPS.filter((step) => step !== 'processing');
  return PROGRESS_STEPS.filter((step) => orderType !== 'take_away' || step !== 'picked_up');
}

/** The status a step of the order's timeline stands for: a parcel "processing" (no store prepares it) is still confirmed. */
function timelineStatus(order: TimelineOrder): string {
  if (order.order_status === 'accepted') return 'confirmed';
  if (order.order_status === 'processing' && order.order_type === 'parcel') return 'confirmed';
  return order.order_status;
}

/** The order's timeline: steps reached, the current one, those still to come (or where it stopped). */
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const steps = stepsFor(order.order_type);
  const status = timelineStatus(order);
  if (STOPPED_STATUSES.includes(status)) {
    const reached = steps.filter((step) => stampOf(order, step) !== null).map((step): TimelineStep => ({ status: step, state: 'done', at: stampOf(order, step) }));
    return [...reached, { status, state: 'stopped', at: stampOf(order, status) }];
  }
  if (REFUND_STATUSES.includes(status)) {
    const delivered = steps.map((step): TimelineStep => ({ status: step, state: 'done', at: stampOf(order, step) }));
    const refund: TimelineStep[] = status === 'refund_requested' ? [] : [{ status: 'refund_requested', state: 'done', at: stampOf(order, 'refund_requested') }];
    return [...delivered, ...refund, { status, state: status === 'refunded' ? 'done' : 'current', at: stampOf(order, status) }];
  }
  const index = Math.max(0, steps.indexOf(status));
  return steps.map((step, i): TimelineStep => {
    const state: StepState = i < index || (i === index && step === 'delivered') ? 'done' : i === index ? 'current' : 'upcoming';
    return { status: step, state, at: state === 'upcoming' ? null : stampOf(order, step) };
  });
}

export type StatusTone = 'brand' | 'caution' | 'critical' | 'positive' | 'neutral' | 'info';

export function statusTone(status: string): StatusTone {
  if (status === 'delivered' || status === 'refunded') return 'positive';
  if (status === 'canceled' || status === 'failed' || status === 'returned') return 'critical';
  if (status === 'pending' || REFUND_STATUSES.includes(status)) return 'caution';
  if (status === 'picked_up' || status === 'handover') return 'info';
  return 'brand';
}

/** What the customer may do now; `signedIn`, and the operator's switches from the config. */
export interface ActionContext {
  signedIn: boolean;
  cashOnDelivery: boolean;
  wallet: boolean;
  refunds: boolean;
}

export type ActionOrder = Pick<Order, 'order_status' | 'payment_status' | 'payment_method'> & { refund?: unknown; delivery_man?: unknown };

const unpaidDigital = (order: ActionOrder) => order.order_status === 'failed' && order.payment_status !== 'paid';

export function canCancel(order: ActionOrder): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(order.order_status);
}

export function canSwitchToCash(order: ActionOrder, context: ActionContext): boolean {
  return context.cashOnDelivery && unpaidDigital(order) && order.payment_method !== 'cash_on_delivery';
}

export function canPayFromWallet(order: ActionOrder, context: ActionContext): boolean {
  return context.signedIn && context.wallet && unpaidDigital(order);
}

export function canRequestRefund(order: ActionOrder, context: ActionContext): boolean {
  return context.signedIn && context.refunds && order.order_status === 'delivered' && order.payment_status === 'paid' && !order.refund;
}

export function canReview(order: ActionOrder, context: ActionContext): boolean {
  return context.signedIn && order.order_status === 'delivered';
}

export function canReviewRider(order: ActionOrder, context: ActionContext): boolean {
  return canReview(order, context) && Boolean(order.delivery_man);
}

/** While the order moves on its own, how often to ask again (ms); false once nothing more will happen. */
export function refreshInterval(status: string): number | false {
  return isRunning(status) && status !== 'failed' ? 15_000 : false;
}

/** Pictures a refund request may carry (the server takes up to five images of 2 MB each). */
export const REFUND_IMAGE_LIMIT = 5;
export const REFUND_IMAGE_BYTES = 2 * 1024 * 1024;
export const REFUND_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export type RefundImageProblem = 'tooMany' | 'tooLarge' | 'notImage' | null;

/** Why a set of chosen pictures cannot be sent, or null when it can. */
export function refundImagesProblem(files: readonly { type: string; size: number }[]): RefundImageProblem {
  if (files.length > REFUND_IMAGE_LIMIT) return 'tooMany';
  if (files.some((file) => !REFUND_IMAGE_TYPES.includes(file.type))) return 'notImage';
  if (files.some((file) => file.size > REFUND_IMAGE_BYTES)) return 'tooLarge';
  return null;
}
