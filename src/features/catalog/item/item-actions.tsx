/**
 * The quantity stepper, live total and the cart buttons of an item (Add to cart or Update to cart, Buy
 * Now; Order Now for campaign items), or, when nothing of the item is left, that it is out of stock and no
 * buying action at all. The choices are checked first and the first problem is shown with
 * the spec's message; the cart's effects come from the app layer through the cart seam, and a button
 * whose effect is not there is disabled with a short explanation.
 */
import { useId, useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Price } from '@/components/ui/price/price';
import { Stepper } from '@/components/ui/stepper/stepper';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useItemCart, type ItemCartLine } from '../cart-seam';
import { problemText, refusalText } from './problem-text';
import type { ItemChoices } from './use-item-choices';
import * as styles from './item.css';

type Action = 'add' | 'update' | 'buyNow' | 'orderNow';

export function ItemActions({ choices, name, isCampaign }: { choices: ItemChoices; name: string; isCampaign: boolean }) {
  const cart = useItemCart();
  const session = useSession();
  const explanationId = useId();
  const [pending, setPending] = useState<Action | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const inCart = cart.lineOf?.(choices.line().item.id) ?? null;
  const blocked = choices.availability?.blocked ?? false;
  const visibleProblem = choices.problem && (choices.touched || shown) ? problemText(choices.problem) : null;

  const run = (action: Action, effect: ((line: ItemCartLine) => Promise<void>) | undefined) => {
    if (!effect) return;
    if (choices.problem) {
      const message = problemText(choices.problem);
      setShown(message);
      notify.error(message);
      return;
    }
    if (action === 'orderNow' && !session.token) {
      notify.error(t('catalog.item.notLoggedIn'));
      return;
    }
    if (action === 'update' && inCart && inCart.quantity === choices.quantity && choices.addOns.size === 0) {
      notify.info(t('catalog.item.noChanges'));
      return;
    }
    setPending(action);
    void effect(choices.line()).finally(() => setPending(null));
  };

  const button = (action: Action, label: string, effect: ((line: ItemCartLine) => Promise<void>) | undefined, variant: 'primary' | 'secondary') => (
    <PlainButton
      variant={variant}
      isDisabled={!effect || blocked || choices.problem?.message === 'outOfStock'}
      isPending={pending === action}
      aria-describedby={!effect ? explanationId : undefined}
      onPress={() => run(action, effect)}
    >
      {label}
    </PlainButton>
  );

  if (choices.soldOut) {
    return (
      <div className={styles.soldOut} role="status">
        <strong>{t('catalog.item.outOfStock')}</strong>
        <span>{t('catalog.item.soldOutBody')}</span>
      </div>
    );
  }
  const cartMissing = isCampaign ? !cart.orderNow : !(inCart ? cart.update : cart.add) || !cart.buyNow;
  return (
    <div className={styles.body}>
      {visibleProblem ? (
        <p className={styles.problem} role="alert">
          {visibleProblem}
        </p>
      ) : choices.problem?.message === 'outOfStock' ? (
        <p className={styles.problem} role="alert">
          {problemText(choices.problem)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <div className={styles.row}>
          <Stepper
            value={choices.quantity}
            itemLabel={name}
            onIncrement={() => {
              const refusal = choices.increment();
              if (refusal) notify.error(refusalText(refusal));
            }}
            onDecrement={choices.decrement}
            isDecrementDisabled={choices.quantity <= 1}
          />
          {choices.refusal ? <span className={styles.note}>{refusalText(choices.refusal)}</span> : null}
        </div>
        <div className={styles.total}>
          <span className={styles.note}>{t('catalog.item.total')}</span>
          <output aria-label={t('catalog.item.total')}>
            <Price amount={choices.total} size="lg" />
          </output>
        </div>
      </div>
      <div className={styles.buttons}>
        {isCampaign
          ? button('orderNow', t('catalog.item.orderNow'), cart.orderNow, 'primary')
          : [
              <span key="add">{inCart ? button('update', t('catalog.item.updateToCart'), cart.update, 'primary') : button('add', t('catalog.item.addToCart'), cart.add, 'primary')}</span>,
              <span key="buy">{button('buyNow', t('catalog.item.buyNow'), cart.buyNow, 'secondary')}</span>,
            ]}
      </div>
      {cartMissing ? (
        <p id={explanationId} className={styles.note}>
          {t('catalog.item.cartSoon')}
        </p>
      ) : null}
    </div>
  );
}
