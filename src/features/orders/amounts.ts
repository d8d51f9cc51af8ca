/**
 * An order's money as the server charged it, as lines to show: the items and add-ons from the lines it
 * stored, then every discount, charge and the total exactly as the order carries them (nothing here is
 * priced again). Also what each line reads as: its chosen variation (food option groups, or the
 * combination of other modules) and add-ons.
 */
import type { Order, OrderLine } from './api/structs';

export type AmountKey =
  | 'items'
  | 'addOns'
  | 'subtotal'
  | 'discount'
  | 'coupon'
  | 'referral'
  | 'tax'
  | 'taxIncluded'
  | 'deliveryFee'
  | 'additionalCharge'
  | 'extraPackaging'
  | 'tips'
  | 'total'
  | 'paidByWallet'
  | 'due';

export interface AmountRow {
  key: AmountKey;
  amount: number;
  /** Taken off the total (shown with a minus). */
  deduction?: boolean;
  /** Delivery that cost nothing (shown as "Free"). */
  free?: boolean;
}

type AmountOrder = Pick<
  Order,
  | 'order_amount'
  | 'store_discount_amount'
  | 'flash_admin_discount_amount'
  | 'flash_store_discount_amount'
  | 'coupon_discount_amount'
  | 'ref_bonus_amount'
  | 'total_tax_amount'
  | 'tax_status'
  | 'delivery_charge'
  | 'free_delivery_by'
  | 'order_type'
  | 'additional_charge'
  | 'extra_packaging_amount'
  | 'dm_tips'
  | 'partially_paid_amount'
  | 'payment_status'
>;
type AmountLine = Pick<OrderLine, 'price' | 'quantity' | 'total_add_on_price'>;

/** Sums in whole thousandths, so 0.1 + 0.2 shows as 0.3. */
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value * 1000, 0)) / 1000;

export function orderAmounts(order: AmountOrder, lines: readonly AmountLine[]): AmountRow[] {
  const items = sum(lines.map((line) => line.price * line.quantity));
  const addOns = sum(lines.map((line) => line.total_add_on_price ?? 0));
  const rows: AmountRow[] = [];
  if (lines.length > 0) {
    rows.push({ key: 'items', amount: items });
    if (addOns > 0) rows.push({ key: 'addOns', amount: addOns });
    rows.push({ key: 'subtotal', amount: sum([items, addOns]) });
  }
  const discount = sum([order.store_discount_amount ?? 0, order.flash_admin_discount_amount ?? 0, order.flash_store_discount_amount ?? 0]);
  if (discount > 0) rows.push({ key: 'discount', amount: discount, deduction: true });
  if ((order.coupon_discount_amount ?? 0) > 0) rows.push({ key: 'coupon', amount: order.coupon_discount_amount ?? 0, deduction: true });
  if ((order.ref_bonus_amount ?? 0) > 0) rows.push({ key: 'referral', amount: order.ref_bonus_amount ?? 0, deduction: true });
  if ((order.total_tax_amount ?? 0) > 0) rows.push({ key: order.tax_status === 'included' ? 'taxIncluded' : 'tax', amount: order.total_tax_amount ?? 0 });
  if (order.order_type !== 'take_away') {
    const fee = order.delivery_charge ?? 0;
    rows.push({ key: 'deliveryFee', amount: fee, ...(fee === 0 ? { free: true } : {}) });
  }
  if ((order.additional_charge ?? 0) > 0) rows.push({ key: 'additionalCharge', amount: order.additional_charge ?? 0 });
  if ((order.extra_packaging_amount ?? 0) > 0) rows.push({ key: 'extraPackaging', amount: order.extra_packaging_amount ?? 0 });
  if ((order.dm_tips ?? 0) > 0) rows.push({ key: 'tips', amount: order.dm_tips ?? 0 });
  rows.push({ key: 'total', amount: order.order_amount });
  const partial = order.partially_paid_amount ?? 0;
  if (partial > 0) {
    rows.push({ key: 'paidByWallet', amount: partial });
    if (order.payment_status !== 'paid') rows.push({ key: 'due', amount: sum([order.order_amount, -partial]) });
  }
  return rows;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The labels chosen in one food option group: `values` as `[{label}]` or as `{label: [...]}`. */
function chosenLabels(values: unknown): string[] {
  if (Array.isArray(values)) return values.flatMap((value) => (isRecord(value) && typeof value.label === 'string' ? [value.label] : typeof value === 'string' ? [value] : []));
  if (isRecord(values) && Array.isArray(values.label)) return values.label.filter((label): label is string => typeof label === 'string');
  return [];
}

export interface VariationPart {
  /** The group's name (food) or null for another module's combination. */
  group: string | null;
  values: string[];
}

/** What was chosen on a line, in the shapes the backend stores. */
export function lineVariation(line: Pick<OrderLine, 'variation' | 'variant'>): VariationPart[] {
  const parts = line.variation.flatMap((entry): VariationPart[] => {
    if (!isRecord(entry)) return [];
    if (typeof entry.name === 'string') {
      const values = chosenLabels(entry.values);
      return values.length > 0 ? [{ group: entry.name, values }] : [];
    }
    if (typeof entry.type === 'string' && entry.type !== '') return [{ group: null, values: [entry.type] }];
    return [];
  });
  if (parts.length === 0 && line.variant) return [{ group: null, values: [line.variant] }];
  return parts;
}

/** The line's name from its stored item snapshot. */
export function lineName(line: Pick<OrderLine, 'item_details'>): string {
  const name = line.item_details?.name;
  return typeof name === 'string' ? name : '';
}
