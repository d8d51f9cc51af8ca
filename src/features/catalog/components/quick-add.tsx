/**
 * An item card's "+": a plain item goes to the cart one at a time from the card, and the "+" then becomes
 * the drawer's stepper on that line (at one, its minus takes the line out); an item with choices opens
 * what its name opens (the modal, or the product page). An item outside its availability window says it is
 * not available now instead; one with nothing left has none (see rules/quick-add).
 * The cart's effects come through the cart seam, so the other-store question, the stock and cart limits,
 * the outbox and the messages are the cart's own, the same as from the modal.
 */
import { useState } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { PlainIconButton } from '@/components/ui/icon-button/plain-icon-button';
import { Stepper } from '@/components/ui/stepper/stepper';
import { t } from '@/lib/i18n';
import { countsStock } from '@/lib/stock-settings';
import type { Item } from '../api/item-structs';
import { useItemCart } from '../cart-seam';
import { useOperatorClock } from '../item/use-operator-clock';
import { quickAddOf, type QuickAddItem } from '../rules/quick-add';
import { emptySelection } from '../rules/variations';
import * as styles from './cards.css';


export interface QuickAddProps {
  item: Item & QuickAddItem;
  /** The price the card shows for one. */
  unitPrice: number;
  /** What the card's name does: opens the item's modal or page. */
  onChoose: () => void;
}

export default function QuickAdd({ item, unitPrice, onChoose }: QuickAddProps) {
  const cart = useItemCart();
  const now = useOperatorClock();
  const [pending, setPending] = useState(false);
  const kind = quickAddOf(item, now, countsStock(item.module_type));
  const { add, step } = cart;
  if (kind === 'notNow') {
    return (
      <span className={styles.quickAdd}>
        <Badge tone="caution">{t('catalog.item.notAvailableNow')}</Badge>
      </span>
    );
  }
  if (!kind || !add) return null;
  const inCart = kind === 'add' ? (cart.lineOf?.(item.id) ?? null) : null;
  if (inCart && step) {
    return (
      <span className={styles.quickAdd}>
        <Stepper
          value={inCart.quantity}
          itemLabel={item.name}
          size="md"
          minusRemoves={inCart.quantity <= 1}
          className={styles.cardStepper}
          onIncrement={() => void step(item.id, 1)}
          onDecrement={() => void step(item.id, -1)}
        />
      </span>
    );
  }
  const press = () => {
    if (kind === 'choose') {
      onChoose();
      return;
    }
    const groups = item.food_variations ?? [];
    setPending(true);
    void add({ item, quantity: 1, foodSelection: emptySelection(groups), addOns: [], variation: null, unitPrice, total: unitPrice }).finally(() => setPending(false));
  };
  return (
    <span className={styles.quickAdd}>
      <PlainIconButton icon="plus" label={t('catalog.item.quickAdd', { name: item.name })} variant="primary" className={styles.quickAddButton} isPending={pending} onPress={press} />
    </span>
  );
}
