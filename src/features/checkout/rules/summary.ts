/**
 * The order summary as the server priced it (`get-Tax`): one line per amount the server names, the total
 * the server will charge, and what the customer saves. Nothing is computed here but the savings; a backend
 * that answers only the contract's three keys gets the lines it can (the tax) and the client's subtotal.
 */
import type { OrderTax } from '../api/structs';

export type SummaryKey = 'items' | 'addOns' | 'discount' | 'coupon' | 'tax' | 'delivery' | 'tips' | 'additional' | 'packaging';

export interface SummaryLine {
  key: SummaryKey;
  amount: number;
  /** Subtracted from the total. */
  minus?: boolean;
  /** Shown, not added (tax included in prices). */
  included?: boolean;
  /** The fee before free delivery, struck through beside a zero fee. */
  original?: number;
}

export interface OrderSummary {
  lines: SummaryLine[];
  total: number | null;
  savings: number;
}

export function orderSummary(tax: OrderTax, options: { delivery: boolean; clientSubtotal: number }): OrderSummary {
  const lines: SummaryLine[] = [];
  lines.push({ key: 'items', amount: tax.items_subtotal ?? options.clientSubtotal });
  if ((tax.add_on_total ?? 0) > 0) lines.push({ key: 'addOns', amount: tax.add_on_total ?? 0 });
  if ((tax.store_discount_amount ?? 0) > 0) lines.push({ key: 'discount', amount: tax.store_discount_amount ?? 0, minus: true });
  if ((tax.coupon_discount_amount ?? 0) > 0) lines.push({ key: 'coupon', amount: tax.coupon_discount_amount ?? 0, minus: true });
  if (tax.tax_included === 1) lines.push({ key: 'tax', amount: tax.tax_amount, included: true });
  else if (tax.tax_included === 0) lines.push({ key: 'tax', amount: tax.tax_amount });
  if (options.delivery && tax.delivery_charge !== undefined) {
    const original = tax.original_delivery_charge ?? tax.delivery_charge;
    lines.push({ key: 'delivery', amount: tax.delivery_charge, ...(original > tax.delivery_charge ? { original } : {}) });
  }
  if ((tax.dm_tips ?? 0) > 0) lines.push({ key: 'tips', amount: tax.dm_tips ?? 0 });
  if ((tax.additional_charge ?? 0) > 0) lines.push({ key: 'additional', amount: tax.additional_charge ?? 0 });
  if ((tax.extra_packaging_amount ?? 0) > 0) lines.push({ key: 'packaging', amount: tax.extra_packaging_amount ?? 0 });
  const freeDelivery = options.delivery ? Math.max(0, (tax.original_delivery_charge ?? 0) - (tax.delivery_charge ?? 0)) : 0;
  const savings = (tax.store_discount_amount ?? 0) + (tax.coupon_discount_amount ?? 0) + freeDelivery;
  return { lines, total: tax.order_amount ?? null, savings: Math.round(savings * 1000) / 1000 };
}

export type PlaceBlocker = 'syncing' | 'offline' | 'pricing' | 'closed' | 'slot' | 'address' | 'contact' | 'prescription' | 'payment';

export interface PlaceState {
  online: boolean;
  pendingCartChanges: number;
  priced: boolean;
  scheduleMode: 'now-or-later' | 'now-only' | 'later-only' | 'closed';
  scheduleAt: string | null;
  /** The customer chose a later time (a slot is then needed even where the store could take the order now). */
  laterChosen: boolean;
  delivery: boolean;
  hasAddress: boolean;
  isGuest: boolean;
  contactComplete: boolean;
  prescriptionNeeded: boolean;
  prescriptionCount: number;
  paymentReady: boolean;
}

/** Everything that keeps the order from being placed, in the order a customer fixes them. */
export function placeBlockers(state: PlaceState): PlaceBlocker[] {
  const blockers: PlaceBlocker[] = [];
  if (state.pendingCartChanges > 0) blockers.push('syncing');
  if (!state.online) blockers.push('offline');
  if (state.scheduleMode === 'closed') blockers.push('closed');
  else if ((state.scheduleMode === 'later-only' || (state.scheduleMode === 'now-or-later' && state.laterChosen)) && !state.scheduleAt) blockers.push('slot');
  if (state.isGuest && !state.contactComplete) blockers.push('contact');
  if (state.delivery && !state.hasAddress) blockers.push('address');
  if (state.prescriptionNeeded && state.prescriptionCount === 0) blockers.push('prescription');
  if (!state.paymentReady) blockers.push('payment');
  if (!state.priced) blockers.push('pricing');
  return blockers;
}
