/**
 * What keeps the order from being placed, in the customer's words: the summary lists them above its button,
 * and the phone's order bar says the first (or, when the summary lists none, what its spinner or failure says).
 */
import { t, type TranslationKey } from '@/lib/i18n';
import type { PlaceBlocker } from '../rules/summary';

const BLOCKER_TEXT: Record<Exclude<PlaceBlocker, 'syncing'>, TranslationKey> = {
  offline: 'itemCheckout.offlineNow',
  pricing: 'itemCheckout.pricing',
  closed: 'itemCheckout.closed',
  slot: 'itemCheckout.chooseSlot',
  address: 'itemCheckout.addAddress',
  contact: 'itemCheckout.contactNeeded',
  prescription: 'itemCheckout.uploadPrescription',
  payment: 'itemCheckout.choosePayment',
};

export interface ReasonContext {
  blockers: readonly PlaceBlocker[];
  /** Changes to the cart this device has still to send; null until the device's outbox is read. */
  pendingChanges: number | null;
  /** Whether amounts (the server's or the estimate) are shown. */
  shown: boolean;
  /** The price check failed (its alert says so). */
  pricingFailed: boolean;
}

/** The reasons the summary lists, in order. */
export function placeReasons({ blockers, pendingChanges, shown, pricingFailed }: ReasonContext): string[] {
  return (
    blockers
      // "Pricing" is said by the spinner while nothing is shown, and needs no words beside a failure or offline.
      .filter((blocker) => blocker !== 'pricing' || (shown && !pricingFailed && !blockers.includes('offline')))
      .map((blocker) => (blocker !== 'syncing' ? t(BLOCKER_TEXT[blocker]) : pendingChanges === null ? t('itemCheckout.syncingUnknown') : t('itemCheckout.syncing', { count: pendingChanges })))
  );
}

/** The one reason a bar has room for: the summary's first, else what the summary shows instead of a list. */
export function leadingReason(context: ReasonContext): string | null {
  const [first] = placeReasons(context);
  if (first) return first;
  if (context.blockers.length === 0) return null;
  return context.pricingFailed ? t('itemCheckout.pricingFailed') : t('itemCheckout.pricing');
}
