/**
 * What a store lets the customer add to an order besides the items: cutlery (stores that pack it on request,
 * free) and extra packaging (a fixed amount the store sets). The server adds the packaging amount when the
 * order asks for it with any amount above 0; only the store's own amount is ever charged.
 */
import type { OrderBody } from '../api/checkout';

export interface StoreExtras {
  cutlery: boolean;
  /** The store's packaging amount when it offers extra packaging; null when it does not. */
  packaging: number | null;
}

export interface ExtrasChoice {
  cutlery: boolean;
  packaging: boolean;
}

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** Reads the store's switches tolerantly (booleans, 0/1 or their strings); packaging at 0 is not offered. */
export function storeExtrasOf(store: { cutlery?: unknown; extra_packaging_status?: unknown; extra_packaging_amount?: unknown } | null | undefined): StoreExtras {
  const amount = Number(store?.extra_packaging_amount);
  return {
    cutlery: flag(store?.cutlery),
    packaging: flag(store?.extra_packaging_status) && Number.isFinite(amount) && amount > 0 ? amount : null,
  };
}

/** The packaging field priced by `get-Tax` and sent with the order: only what the store offers is asked for. */
export function packagingField(extras: StoreExtras, choice: ExtrasChoice): Pick<OrderBody, 'extra_packaging_amount'> {
  return choice.packaging && extras.packaging !== null ? { extra_packaging_amount: extras.packaging } : {};
}

/** The cutlery flag sent with the order (0/1 as the backend reads it); absent when the store packs none. */
export function cutleryField(extras: StoreExtras, choice: ExtrasChoice): Pick<OrderBody, 'cutlery'> {
  return extras.cutlery ? { cutlery: choice.cutlery ? 1 : 0 } : {};
}
