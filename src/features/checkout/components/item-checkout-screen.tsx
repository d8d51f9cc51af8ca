/**
 * Checkout for the store modules: what is ordered (the server's cart, or a Buy Now / campaign line), how it
 * reaches the customer (delivery or take away, the address or a guest's contact, now or a slot), prescription
 * pictures when an item needs them, tip, cutlery and extra packaging, and note; beside them the coupon, the
 * payment and the server's summary (an estimate until the server answers, or while offline) with the one
 * button that places the order. On a phone, where all this is one long column, the order bar at the bottom of
 * the screen has that button instead, with the summary's total and its first reason not to place yet.
 */
import { useMemo, useState } from 'react';
import { useConfig } from '@/api/config';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Link } from '@/components/ui/link/link';
import { OrderBar } from '@/components/ui/order-bar/order-bar';
import { Price } from '@/components/ui/price/price';
import { PlainTextField } from '@/components/ui/text-field/plain-text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { useOnline } from '@/lib/pwa';
import { errorMessages } from '@/lib/query-client';
import { container, pageTitle } from '@/styles/utils.css';
import { useCheckoutPayment } from '../item/use-checkout-payment';
import { useCouponChoice } from '../item/use-coupon-choice';
import { useOrderDraft, type CheckoutPage } from '../item/use-order-draft';
import { useOrderEstimate } from '../item/use-order-estimate';
import { usePlaceOrder } from '../item/use-place-order';
import { orderSummary } from '../rules/summary';
import { useCheckoutSeam } from '../seam';
import { AddressSection } from './address-section';
import { CouponSection } from './coupon-section';
import { ExtrasSection } from './extras-section';
import { OrderLinesSection } from './order-lines-section';
import { leadingReason } from './place-reasons';
import { OrderSummarySection, type EstimateView } from './order-summary-section';
import { OrderTypeSection } from './order-type-section';
import { PaymentSection } from './payment-section';
import { PrescriptionSection } from './prescription-section';
import { ScheduleSection } from './schedule-section';
import { TipsSection } from './tips-section';
import * as styles from './item-checkout.css';

export default function ItemCheckoutScreen({ page }: { page: CheckoutPage }) {
  const { GuestContact, signIn } = useCheckoutSeam();
  const config = useConfig();
  const draft = useOrderDraft(page);
  const payment = useCheckoutPayment(draft);
  const coupons = useCouponChoice(draft);
  const [prescriptions, setPrescriptions] = useState<File[]>([]);
  const placing = usePlaceOrder(draft, payment, prescriptions);
  const taxData = draft.tax.data;
  const summary = useMemo(() => (taxData && !draft.tax.isPlaceholderData ? orderSummary(taxData, { delivery: draft.delivery, clientSubtotal: draft.clientSubtotal }) : null), [taxData, draft.tax.isPlaceholderData, draft.delivery, draft.clientSubtotal]);
  const online = useOnline();
  const orderEstimate = useOrderEstimate(draft);
  const estimate = useMemo<EstimateView | null>(
    () =>
      orderEstimate
        ? { summary: orderSummary(orderEstimate.tax, { delivery: draft.delivery, clientSubtotal: draft.clientSubtotal }), deliveryKnown: orderEstimate.deliveryKnown, deliveryByDistance: orderEstimate.deliveryByDistance }
        : null,
    [orderEstimate, draft.delivery, draft.clientSubtotal],
  );

  if (page === 'cart' && draft.cart.error && !draft.cart.rows) {
    return (
      <div className={container} style={{ paddingBlock: 24 }}>
        <ErrorState title={t('itemCheckout.loadFailed')} messages={errorMessages(draft.cart.error)} onRetry={draft.cart.refetch} isRetrying={draft.cart.isFetching} headingLevel={1} />
      </div>
    );
  }
  if (draft.lines && draft.lines.length === 0) {
    return (
      <div className={container}>
        <EmptyState icon="cart" headingLevel={1} title={t('itemCheckout.cartEmpty')} body={t('itemCheckout.cartEmptyBody')} action={<Link href={paths.home} appearance="primary">{t('common.goHome')}</Link>} />
      </div>
    );
  }
  if (page !== 'cart' && !draft.direct) {
    return (
      <div className={container}>
        <EmptyState icon="cart" headingLevel={1} title={t('itemCheckout.emptyDirect')} body={t('itemCheckout.emptyDirectBody')} action={<Link href={paths.home} appearance="primary">{t('common.goHome')}</Link>} />
      </div>
    );
  }

  // Offline, an unanswered price check is not a failure: the estimate and the offline notice say it all. A
  // refusal (a coupon or line the server will not take) hides the estimate; an unanswered check keeps it.
  const unanswered = isApiError(draft.tax.error) && draft.tax.error.isAmbiguous;
  const pricingFailure = draft.tax.error && !draft.tax.isFetching && !(unanswered && !online) ? errorMessages(draft.tax.error) : null;
  const shownEstimate = summary || (pricingFailure && !unanswered) ? null : estimate;
  // The bar's total is the summary's: the server's, else the estimate's under the estimate's own words.
  const barTotal = summary?.total ?? shownEstimate?.summary.total ?? null;
  const barTotalLabel = summary || !shownEstimate ? t('itemCheckout.total') : t(shownEstimate.deliveryKnown ? 'itemCheckout.estimatedTotal' : 'itemCheckout.estimatedTotalNoDelivery');
  return (
    <div className={container} style={{ paddingBlock: 24 }}>
      <h1 className={pageTitle}>{t('itemCheckout.title')}</h1>
      {draft.storeFailed ? <ErrorState message={t('itemCheckout.storeFailed')} headingLevel={2} /> : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <OrderTypeSection types={draft.types} value={draft.orderType} onChange={draft.setOrderType} />
          {draft.isGuest ? <GuestContact contact={draft.contact} onChange={draft.setContact} errors={{}} /> : null}
          {draft.delivery ? <AddressSection address={draft.address} storeZoneId={draft.store?.zoneId ?? null} onChange={draft.setAddress} /> : null}
          {draft.mode ? <ScheduleSection mode={draft.mode} days={draft.days} value={draft.scheduleAt} later={draft.later} refusal={draft.slotRefusal} deliveryTime={draft.store?.deliveryTime ?? null} onChange={draft.setScheduleAt} /> : null}
          <OrderLinesSection lines={draft.lines} storeName={draft.store?.name ?? null} />
          {draft.prescriptionNeeded ? <PrescriptionSection files={prescriptions} onChange={setPrescriptions} /> : null}
          {draft.delivery && draft.settings.tips ? <TipsSection tip={draft.tip} onChange={draft.setTip} /> : null}
          {draft.extras.cutlery || draft.extras.packaging !== null ? <ExtrasSection extras={draft.extras} choice={draft.extrasChoice} onChange={draft.setExtrasChoice} /> : null}
          <PlainTextField label={t('itemCheckout.note')} multiline maxLength={1000} value={draft.note} onChange={draft.setNote} />
        </div>
        <aside className={styles.column} aria-label={t('checkout.summary')}>
          <CouponSection coupons={coupons} onSignIn={draft.isGuest ? signIn : null} />
          <PaymentSection payment={payment} />
          <OrderSummarySection
            summary={summary}
            estimate={shownEstimate}
            pricingFailure={pricingFailure}
            onRetryPricing={() => void draft.tax.refetch()}
            additionalChargeName={config.data?.additional_charge_name || null}
            blockers={placing.blockers}
            pendingChanges={placing.pendingChanges}
            failure={placing.failure?.messages ?? null}
            placing={placing.placing}
            onPlace={() => void placing.place()}
          />
        </aside>
      </div>
      <OrderBar
        label={t('itemCheckout.orderBar')}
        totalLabel={barTotalLabel}
        total={barTotal !== null ? <Price amount={barTotal} size="md" /> : '—'}
        reason={leadingReason({ blockers: placing.blockers, pendingChanges: placing.pendingChanges, shown: summary !== null || shownEstimate !== null, pricingFailed: pricingFailure !== null })}
        failure={placing.failure?.messages.join(' ') ?? null}
        action={t('itemCheckout.place')}
        pendingLabel={t('itemCheckout.placing')}
        disabled={placing.blockers.length > 0}
        pending={placing.placing}
        onAction={() => void placing.place()}
      />
    </div>
  );
}
