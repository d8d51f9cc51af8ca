/**
 * Adding money to the wallet through the reference payment page (`customer/wallet/add-fund`, contract
 * §M6.1): a pending payment request for the signed-in customer, answered with the page's address as
 * `redirect_link`. Only a successful payment credits the wallet — the amount as `add_fund` with the best
 * running bonus offer as `admin_bonus`, the gateway as reference — in the same transaction that closes the
 * request; a declined or cancelled payment leaves the wallet untouched.
 */
import type { Db } from '../../db/connection';
import { errorList } from '../../http/errors';
import { num, validate, type Input } from '../../http/input';
import { orderSettings } from '../orders/settings';
import { isGateway } from '../payments/gateways';
import { openPaymentRequest, registerPaymentPurpose, safeCallback } from '../payments/requests';
import { bonusFor, runningBonuses } from './bonuses';
import { walletEnabled, writeWallet } from './ledger';

export const WALLET_PURPOSE = 'wallet';

/** The largest single top-up the reference server accepts (an input bound, not a business rule). */
export const MAX_ADD_FUND = 1_000_000;

export function registerWalletPayments(): void {
  registerPaymentPurpose(WALLET_PURPOSE, {
    succeeded(db, request, now) {
      const amount = request.amount;
      const bonus = bonusFor(runningBonuses(db, now), amount);
      writeWallet(db, request.payer_id, { credit: amount, adminBonus: bonus, type: 'add_fund', reference: request.gateway }, now);
    },
    failed() {
      // Nothing was credited while the request was pending, so there is nothing to undo.
    },
  });
}

export type AddFundStart = { redirect: string } | { unknownGateway: true };

/**
 * Checks an add-fund request and opens its payment request. The page's address is relative to this
 * server (the route makes it absolute). Errors are `403 errors[]` lists — also where the backend answers
 * with an object, which a web client iterating `errors` cannot read (contract §M8.1).
 */
export function startAddFund(db: Db, userId: number, input: Input, now: Date): AddFundStart {
  validate(input, {
    amount: ['required', 'numeric', { min: 1 }, { max: MAX_ADD_FUND }],
    payment_method: ['required', 'string', { maxLength: 50 }],
    payment_platform: ['nullable', 'string', { maxLength: 20 }],
    callback: ['nullable', 'string', { maxLength: 2000 }],
  });
  if (!orderSettings(db).digitalPayment) throw errorList(403, 'digital_payment', 'digital_payment_is_disable');
  if (!walletEnabled(db)) throw errorList(403, 'customer_wallet', 'The wallet is not available right now.');
  if (!isGateway(db, input.payment_method)) return { unknownGateway: true };
  const callback = safeCallback(input.callback);
  if (!callback) throw errorList(403, 'callback', 'The callback must be an http or https address.');
  const amount = Math.round(num(input.amount) * 100) / 100;
  const id = openPaymentRequest(db, { purpose: WALLET_PURPOSE, referenceId: userId, payerId: userId, isGuest: false, amount, gateway: String(input.payment_method), callback, now });
  return { redirect: `/payment/pay?payment_id=${id}` };
}
