/** The order-result screen's address: after placing (`order_id`), or as the payment page's callback. */
export const ORDER_RESULT_PATH = '/order-result';

export function orderResultPath(orderId?: number): string {
  return orderId === undefined ? ORDER_RESULT_PATH : `${ORDER_RESULT_PATH}?order_id=${orderId}`;
}
