/**
 * Placing a parcel order through `customer/order/place` (`order_type: parcel`): the quote (quote.ts), the
 * payment checks every order shares (a wallet that cannot pay, cash above the zone's limit: 203), then one
 * durable transaction writing the order row — the sender in `delivery_address`, the receiver in
 * `receiver_details`, the category and who pays — and the wallet debit. No lines, no store: tracking,
 * the payment page and cancelling read only the order row. Once per `idempotency_key`, like item orders.
 */
import type { Db } from '../../db/connection';
import { durableTransaction } from '../../db/durability';
import { str, type Input } from '../../http/input';
import type { CheckoutScope } from '../orders/checkout';
import { earlierPlacement, insertOrder, newAccount, payment, placementAnswer, type PlacedOrder } from '../orders/place';
import { moveWallet } from '../orders/wallet-ledger';
import { quoteParcel } from './quote';

export async function placeParcelOrder(db: Db, scope: CheckoutScope, input: Input, headerZones: number[]): Promise<PlacedOrder> {
  const earlier = earlierPlacement(db, scope, input);
  if (earlier) return earlier;
  const quote = quoteParcel(db, scope, input, headerZones, { forPlacement: true });
  const { charge } = quote;
  const pay = payment(db, { amount: charge.total, settings: quote.settings, zoneId: quote.zoneId }, scope, input);
  const account = scope.caller.isGuest ? await newAccount(db, input, quote.sender, scope.now) : null;
  return durableTransaction(db, () => {
    // A twin request may have finished while this one waited (an account's password hash is asynchronous).
    const twin = earlierPlacement(db, scope, input);
    if (twin) return twin;
    const orderId = insertOrder(db, {
      userId: account ?? scope.caller.id,
      isGuest: scope.caller.isGuest && account === null,
      moduleId: scope.moduleId,
      storeId: null,
      zoneId: quote.zoneId,
      orderType: 'parcel',
      orderStatus: pay.orderStatus,
      paymentStatus: pay.status,
      paymentMethod: pay.method,
      now: scope.now,
      columns: {
        order_amount: charge.total,
        coupon_discount_amount: 0,
        store_discount_amount: 0,
        flash_store_discount_amount: 0,
        total_tax_amount: charge.taxAmount,
        tax_status: charge.taxIncluded ? 'included' : 'excluded',
        tax_percentage: quote.taxRate,
        delivery_charge: charge.deliveryCharge,
        original_delivery_charge: charge.deliveryCharge,
        additional_charge: charge.additionalCharge,
        dm_tips: charge.tips,
        partially_paid_amount: pay.walletPaid && pay.method === 'partial_payment' ? pay.walletPaid : 0,
        delivery_address: JSON.stringify(quote.sender),
        receiver_details: JSON.stringify(quote.receiver),
        parcel_category_id: quote.categoryId,
        charge_payer: quote.chargePayer,
        distance: quote.distanceKm,
        scheduled: 0,
        schedule_at: null,
        order_note: str(input.order_note) || null,
        delivery_instruction: str(input.delivery_instruction) || null,
        processing_time: null,
      },
    });
    if (pay.walletPaid > 0) moveWallet(db, scope.caller.id, { debit: pay.walletPaid, type: pay.method === 'wallet' ? 'order_place' : 'partial_payment', reference: String(orderId), now: scope.now });
    return placementAnswer(db, scope, input, { orderId, total: charge.total, status: pay.orderStatus, account });
  });
}
