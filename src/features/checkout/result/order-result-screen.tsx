/**
 * After an order: placed (cash, wallet, offline), paid on the payment page, or a payment that failed or was
 * cancelled, with the way on (pay again, cash on delivery instead) and links to track it and to the orders.
 */
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Icon } from '@/components/ui/icon/icon';
import { Link } from '@/components/ui/link/link';
import { Price } from '@/components/ui/price/price';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { t, type TranslationKey } from '@/lib/i18n';
import { card, container, pageTitle } from '@/styles/utils.css';
import { useOrderResult, type ResultState } from './use-order-result';
import { useOrderResultSeam } from './seam';
import * as styles from './order-result.css';

const TITLE: Record<Exclude<ResultState, 'none'>, TranslationKey> = {
  placed: 'itemCheckout.resultTitle',
  paid: 'itemCheckout.paidTitle',
  failed: 'itemCheckout.failTitle',
  cancelled: 'itemCheckout.cancelTitle',
};

const ORDER_STATUSES = ['pending', 'confirmed', 'accepted', 'processing', 'handover', 'picked_up', 'delivered', 'canceled', 'failed', 'refund_requested', 'refunded'];
const PAYMENT_STATUSES = ['paid', 'unpaid', 'partially_paid'];

function statusText(kind: 'order' | 'payment', status: string): string {
  const known = kind === 'order' ? ORDER_STATUSES : PAYMENT_STATUSES;
  if (!known.includes(status)) return status.replace(/_/g, ' ');
  return t(`itemCheckout.${kind === 'order' ? 'orderStatuses' : 'paymentStatuses'}.${status}` as TranslationKey);
}

export default function OrderResultScreen() {
  const result = useOrderResult();
  const seam = useOrderResultSeam();
  const { orderId, state, order } = result;
  if (orderId === null || state === 'none') {
    return (
      <div className={container}>
        <EmptyState icon="cart" headingLevel={1} title={t('itemCheckout.noOrder')} body={t('itemCheckout.noOrderBody')} action={<Link href={paths.myOrders} appearance="primary">{t('itemCheckout.myOrders')}</Link>} />
      </div>
    );
  }
  const unpaid = state === 'failed' || state === 'cancelled';
  const body = unpaid ? (result.cashAllowed ? 'itemCheckout.failBody' : 'itemCheckout.failBodyNoCash') : state === 'paid' ? 'itemCheckout.paidBody' : 'itemCheckout.resultBody';
  const amount = order.data?.amount ?? result.memo?.amount ?? null;
  return (
    <div className={container} style={{ paddingBlock: 24 }}>
      <section className={`${card} ${styles.result}`} aria-labelledby="order-result-title">
        <span className={unpaid ? styles.iconFailed : styles.iconDone}>
          <Icon name={unpaid ? 'alert' : 'check'} size={32} />
        </span>
        <h1 id="order-result-title" className={pageTitle}>
          {t(TITLE[state])}
        </h1>
        <p>{t(body, { id: orderId })}</p>
        {amount !== null ? (
          <p className={styles.amount}>
            {t('itemCheckout.total')}: <Price amount={amount} size="lg" />
          </p>
        ) : null}
        {order.data ? (
          <p className={styles.muted} role="status">
            {t('itemCheckout.status', { status: statusText('order', order.data.orderStatus) })} · {t('itemCheckout.paymentStatus', { status: statusText('payment', order.data.paymentStatus) })}
          </p>
        ) : order.isLoading ? (
          <Spinner label={t('itemCheckout.checking')} showLabel size="sm" />
        ) : null}
        <div className={styles.actions}>
          {unpaid && result.canPayAgain ? <Button plain onPress={result.payAgain}>{t('itemCheckout.payAgain')}</Button> : null}
          {unpaid && result.cashAllowed ? (
            <Button plain variant="secondary" isPending={result.switching} onPress={() => void result.switchToCash()}>
              {t('itemCheckout.switchToCash')}
            </Button>
          ) : null}
          <Link href={seam.trackHref(orderId, result.contactNumber)} appearance={unpaid ? 'ghost' : 'primary'}>
            {t('itemCheckout.trackOrder')}
          </Link>
          {result.signedIn ? (
            <Link href={paths.myOrders} appearance="secondary">
              {t('itemCheckout.myOrders')}
            </Link>
          ) : null}
          <Link href={paths.home} appearance="ghost">
            {t('itemCheckout.continueShopping')}
          </Link>
        </div>
      </section>
    </div>
  );
}
