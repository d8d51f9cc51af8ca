/**
 * The 'Shopping Cart' drawer's content (spec §2): loading, the empty view, or the lines with the
 * free-delivery progress (only when the operator sets a threshold), the subtotal and the checkout button.
 * It renders from the local mirror, so it works offline; changes not yet confirmed are marked.
 */
import { freeDeliveryOver, useConfig } from '@/api/config';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Price } from '@/components/ui/price/price';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { money } from '@/lib/money-settings';
import { t, tp } from '@/lib/i18n';
import { useItemCartState } from '../cart-state';
import { cartSubtotal, freeDeliveryProgress } from '../rules';
import { ItemCartLines } from './cart-lines';
import * as styles from './cart.css';

export function ItemCartPanel({ onCheckout, onBrowse }: { onCheckout: () => void; onBrowse: () => void }) {
  const cart = useItemCartState();
  const config = useConfig();
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
  const subtotal = cartSubtotal(cart.cart.lines);
  const progress = freeDeliveryProgress(subtotal, freeDeliveryOver(config.data));
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
      <div className={styles.totalRow}>
        <span>{t('cart.subtotal')}</span>
        <Price amount={subtotal} size="lg" />
      </div>
      <Button fullWidth size="lg" onPress={onCheckout}>
        {t('cart.checkout')}
      </Button>
    </div>
  );
}
