/**
 * The lines being ordered, whatever their source: the server's cart (`page=cart`) or the one line a Buy Now
 * or campaign view handed over (`page=buy_now|campaign`). Display fields, and what the estimate prices a cart line by; the server prices the order.
 */
import { roundMoney } from '@common/order-pricing/money';
import type { DirectOrder } from '../direct-order';
import { pricedLineOf } from '../rules/priced-line';

/** The fields of a server cart row (`customer/cart/list`) checkout reads. */
export interface CartRowLike {
  id: number;
  price: number;
  quantity: number;
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
  item: {
    name: string;
    store_id?: number;
    image_full_url?: string | null;
    is_prescription_required?: number;
    addons: { id: number; name: string; price: number; isChecked?: boolean; quantity?: number }[];
    /** What the estimate prices the line by, as the cart answer shows the item now (campaign lines: the campaign's). */
    price?: number;
    discount?: number;
    discount_type?: string;
    /** The store's running percentage, shown in `discount` when it is larger than the item's own. */
    store_discount?: number;
    /** What the line gets on its own, when the backend says (see `lineDiscountRule`). */
    item_discount?: number | null;
    item_discount_type?: string | null;
    flash_sale?: number;
    is_campaign?: number;
    food_variations?: { name: string; values: { label: string; optionPrice: number }[] }[];
    variations?: { type: string; price: number; stock?: number }[];
  };
}

export interface OrderLineView {
  key: string;
  name: string;
  image: string | null;
  quantity: number;
  /** Unit price × quantity, add-ons apart (the cart row's `price`). */
  price: number;
  addOnTotal: number;
  /** What the line costs with its own discount (flash sale or the item's), add-ons in: as the cart drawer shows it. */
  total: number;
  details: string;
  prescriptionRequired: boolean;
}

function foodChoiceText(variation: unknown[]): string {
  return variation
    .flatMap((group) => {
      const values = (group as { values?: { label?: unknown } })?.values?.label;
      if (Array.isArray(values)) return values.map(String);
      const type = (group as { type?: unknown })?.type;
      return typeof type === 'string' ? [type] : [];
    })
    .join(', ');
}

export function linesOfCart(rows: readonly CartRowLike[]): OrderLineView[] {
  return rows.map((row) => {
    const addOns = row.item.addons.filter((addOn) => addOn.isChecked || row.add_on_ids.includes(addOn.id));
    const addOnQuantity = (id: number, fallback: number | undefined) => {
      const index = row.add_on_ids.indexOf(id);
      return index >= 0 ? (row.add_on_qtys[index] ?? 1) : (fallback ?? 1);
    };
    const addOnTotal = addOns.reduce((sum, addOn) => sum + addOn.price * addOnQuantity(addOn.id, addOn.quantity), 0);
    const addOnText = addOns.map((addOn) => `${addOn.name} × ${addOnQuantity(addOn.id, addOn.quantity)}`);
    const choice = foodChoiceText(row.variation);
    const priced = pricedLineOf(row);
    return {
      key: String(row.id),
      name: row.item.name,
      image: row.item.image_full_url ?? null,
      quantity: row.quantity,
      price: row.price,
      addOnTotal,
      total: roundMoney(Math.max(0, row.price - priced.unitDiscount * priced.quantity) + addOnTotal, 3),
      details: [choice, ...addOnText].filter(Boolean).join(' · '),
      prescriptionRequired: row.item.is_prescription_required === 1,
    };
  });
}

export function linesOfDirectOrder(order: DirectOrder): OrderLineView[] {
  return [
    {
      key: `direct-${order.line.item_id}`,
      name: order.display.name,
      image: order.display.image,
      quantity: order.line.quantity,
      price: order.display.total,
      addOnTotal: 0,
      total: order.display.total,
      details: order.display.variationText,
      prescriptionRequired: false,
    },
  ];
}

export const subtotalOf = (lines: readonly OrderLineView[]) => lines.reduce((sum, line) => sum + line.price + line.addOnTotal, 0);
