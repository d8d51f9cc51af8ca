/**
 * The small per-page calls a 6amMart home and checkout make for a signed-in customer (contract §M3.9), in
 * the backend's shapes: cash-back offers (none are configured in this server, so an empty list and a zero
 * calculation) and the review reminder (this
 * server keeps no review references, so there is never a pending reminder).
 */
export function cashbackFor(amount: number) {
  return { calculated_amount: 0, cashback_amount: 0, cashback_type: '', min_purchase: 0, max_discount: 0, id: null, amount };
}

export function reviewReminder() {
  return { order_id: null, images: [] as string[] };
}
