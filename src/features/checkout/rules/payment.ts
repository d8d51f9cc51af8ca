/**
 * The payment the customer picked, and what `place` is sent for it: cash on delivery, the wallet (whole),
 * a digital gateway (the order is placed as `digital_payment` and paid on the payment page), an offline
 * method, each optionally with the wallet paying part first (`partial_payment`). Pure rules, tested as tables.
 */
import type { PaymentMethod } from '../api/checkout';
import type { PaymentChoices } from '../api/payment-methods';

export type PaymentPick = { kind: 'cash_on_delivery' } | { kind: 'wallet' } | { kind: 'digital'; gateway: string } | { kind: 'offline'; methodId: number };

export interface PaymentState {
  pick: PaymentPick | null;
  /** The wallet pays what it holds, the pick pays the rest. */
  partial: boolean;
}

/** What may pay the rest of a partial payment (`partial_payment_method`: cod, digital_payment or both). */
export function allowedWithPartial(kind: PaymentPick['kind'], partialMethod: string): boolean {
  if (kind === 'wallet') return false;
  if (kind === 'offline') return partialMethod === 'both' || partialMethod === 'offline_payment';
  if (kind === 'cash_on_delivery') return partialMethod === 'both' || partialMethod === 'cod';
  return partialMethod === 'both' || partialMethod === 'digital_payment';
}

export type PaymentProblem = 'choose' | 'codLimit' | 'notAvailable' | 'walletShort';

/** Why the picked payment cannot be placed, or null. */
export function paymentProblem(state: PaymentState, choices: PaymentChoices, partialMethod: string): PaymentProblem | null {
  const { pick } = state;
  if (!pick) return 'choose';
  if (state.partial && (!choices.wallet.partial || !allowedWithPartial(pick.kind, partialMethod))) return 'notAvailable';
  switch (pick.kind) {
    case 'cash_on_delivery':
      if (choices.cashOnDelivery.overLimit) return 'codLimit';
      return choices.cashOnDelivery.available ? null : 'notAvailable';
    case 'wallet':
      if (!choices.wallet.available) return 'notAvailable';
      return choices.wallet.coversOrder ? null : 'walletShort';
    case 'digital':
      return choices.gateways.some((gateway) => gateway.gateway === pick.gateway) ? null : 'notAvailable';
    case 'offline':
      return choices.offline.some((method) => method.id === pick.methodId) ? null : 'notAvailable';
  }
}

export function paymentFields(state: PaymentState): { payment_method: PaymentMethod; partial_payment?: 1 } {
  const method: PaymentMethod =
    state.pick?.kind === 'wallet' ? 'wallet' : state.pick?.kind === 'digital' ? 'digital_payment' : state.pick?.kind === 'offline' ? 'offline_payment' : 'cash_on_delivery';
  return state.partial && state.pick?.kind !== 'wallet' ? { payment_method: method, partial_payment: 1 } : { payment_method: method };
}

/** The pick to start with: the wallet when it covers the order, else cash when allowed, else nothing. */
export function defaultPick(choices: PaymentChoices): PaymentPick | null {
  if (choices.wallet.coversOrder) return { kind: 'wallet' };
  if (choices.cashOnDelivery.available) return { kind: 'cash_on_delivery' };
  return null;
}
