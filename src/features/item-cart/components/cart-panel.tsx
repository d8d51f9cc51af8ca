/**
 * The 'Shopping Cart' drawer's content (spec §2): loading, the empty view, or the lines with the
 * free-delivery progress (only when the operator sets a threshold), the store's offer said as its condition
 * with where the cart stands (applied, how much is missing, the items' own discounts worth more), the items,
 * the discount and the subtotal exactly as checkout takes them, and the checkout button. It renders from the
 * local mirror, so it works offline; changes not yet confirmed are marked.
 */
import { freeDeliveryOver, useConfig } from '@/api/config';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Icon } from '@/components/ui/icon/icon';
import { Price } from '@/components/ui/price/price';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useOperatorNow } from '@/hooks/use-operator-now';
import { getMoneySettings, money } from '@/lib/money-settings';
import { storeOfferText } from '@/lib/store-offer';
import { t, tp } from '@/lib/i18n';
import type { StoreDiscountRule } from '@common/order-pricing/discounts';
import { wallClockOf } from '@common/order-pricing/types';
import { useItemCartState } from '../cart-state';
import { cartAmounts, freeDeliveryProgress, type StoreOfferState } from '../rules';
import { ItemCartLines } from './cart-lines';
import * as styles from './cart.css';

export interface ItemCartPanelProps {
  onCheckout: () => void;
  onBrowse: () => void;
  /** The running store-wide discount of the cart's store, when known (the app reads the store's details). */
  storeDiscount?: StoreDiscountRule | null;
}

function OfferNote({ state, rule }: { state: StoreOfferState; rule: StoreDiscountRule }) {
  const offer = storeOfferText(rule);
  const text =
    state.kind === 'applied'
      ? t('cart.offerApplied', { offer })
      : state.kind === 'short'
        ? t('cart.offerShort', { amount: money(state.remaining), offer })
        : state.kind === 'itemsBetter'
          ? t('cart.offerItemsBetter', { offer })
          : t('cart.offerFlashSale', { offer });
  return (
    <p className={state.kind === 'applied' ? `${styles.offer} ${styles.offerApplied}` : styles.offer} role="status">
      <Icon name="tag" size={16} />
      <span>{text}</span>
    </p>
  );
}

export function ItemCartPanel({ onCheckout, onBrowse, storeDiscount = null }: ItemCartPanelProps) {
  const cart = useItemCartState();
  const config = useConfig();
  const now = useOperatorNow();
  if (!cart.ready) return <Skeleton height="200px" />;
  if (cart.cart.lines.length === 0) {
    return (
      <EmptyState
        icon="cart"
        headingLevel={3}
        title={t('cart.emptyTitle')}
        body={t('cart.emptyBody')}
        action={
          <Button variant="secondary" onPress={onBrowse}>
            {t('cart.browse')}
          </Button>
        }
      />
    );
  }
  const amounts = cartAmounts(cart.cart.lines, { rule: storeDiscount, wall: wallClockOf(now), decimals: getMoneySettings().decimals });
  const progress = freeDeliveryProgress(amounts.subtotal, freeDeliveryOver(config.data));
  return (
    <div className={styles.panel}>
      {progress ? (
        <div className={styles.progress}>
          <span>{progress.remaining > 0 ? t('cart.freeDeliveryProgress', { amount: money(progress.remaining) }) : t('cart.freeDeliveryReached')}</span>
          <div className={styles.track} role="progressbar" aria-label={t('cart.freeDeliveryLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent}>
            <div className={styles.fill} style={{ inlineSize: `${progress.percent}%` }} />
          </div>
        </div>
      ) : null}
      <ItemCartLines lines={cart.cart.lines} />
      {cart.pendingCount > 0 ? (
        <p className={styles.syncNote} role="status">
          {tp('cart.pendingSummary', cart.pendingCount)}
        </p>
      ) : null}
      {amounts.offer && storeDiscount ? <OfferNote state={amounts.offer} rule={storeDiscount} /> : null}
      <dl className={styles.amounts} aria-label={t('cart.subtotal')}>
        {amounts.discount > 0 ? (
          <>
            <dt>{t('cart.items')}</dt>
            <dd data-cart-line="items">
              <Price amount={amounts.itemsSubtotal + amounts.addOnsTotal} />
            </dd>
            <dt>{t('cart.discount')}</dt>
            <dd data-cart-line="discount">
              −<Price amount={amounts.discount} />
            </dd>
          </>
        ) : null}
        <dt className={styles.amountsTotal}>{t('cart.subtotal')}</dt>
        <dd className={styles.amountsTotal} data-cart-line="subtotal">
          <Price amount={amounts.subtotal} size="lg" />
        </dd>
      </dl>
      <Button fullWidth size="lg" onPress={onCheckout}>
        {t('cart.checkout')}
      </Button>
    </div>
  );
}
