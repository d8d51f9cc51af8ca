/**
 * The hand-off from an item view to checkout for orders that skip the cart: Buy Now and campaign items.
 * The view's chosen line is kept in sessionStorage (it survives a reload of the checkout page and the
 * round trip through sign-in, and ends with the tab) and `/checkout?page=buy_now|campaign` reads it back.
 * The server prices the line from its own catalogue; the display fields only draw the summary while the
 * server's answer is on its way.
 */

export type DirectOrderKind = 'buy_now' | 'campaign';

/** One line as `customer/order/place` takes it in its `cart` field. */
export interface DirectOrderLine {
  item_id: number;
  item_type: 'Item' | 'ItemCampaign';
  quantity: number;
  /** Food: `[{ name, values: { label: [...] } }]`; non-food: `[{ type }]` or empty. */
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

export interface DirectOrder {
  kind: DirectOrderKind;
  moduleId: number;
  storeId: number;
  line: DirectOrderLine;
  /** For the summary before the server answers. */
  display: { name: string; image: string | null; unitPrice: number; total: number; variationText: string };
}

const KEY = 'direct-order';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveDirectOrder(order: DirectOrder): void {
  storage()?.setItem(KEY, JSON.stringify(order));
}

/** The kept order of this kind, or null when there is none (or it is unreadable). */
export function readDirectOrder(kind: DirectOrderKind): DirectOrder | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const order = JSON.parse(raw) as DirectOrder;
    return order && order.kind === kind && typeof order.line?.item_id === 'number' ? order : null;
  } catch {
    return null;
  }
}

export function clearDirectOrder(): void {
  storage()?.removeItem(KEY);
}
