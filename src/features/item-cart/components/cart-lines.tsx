/** The cart's lines: image, name, variation and add-ons, price, stepper (delete at one), and each line's sync state. */
import { Badge } from '@/components/ui/badge/badge';
import { Picture } from '@/components/ui/picture/picture';
import { Price } from '@/components/ui/price/price';
import { Stepper } from '@/components/ui/stepper/stepper';
import { t } from '@/lib/i18n';
import { decrement, increment } from '../actions';
import type { ItemCartLine } from '../model';
import { addOnText, linePrice, minusRemoves, planIncrement, stockOf, variationText } from '../rules';
import * as styles from './cart.css';

export function ItemCartLines({ lines }: { lines: readonly ItemCartLine[] }) {
  return (
    <ul className={styles.lines} aria-label={t('cart.title')}>
      {lines.map((line) => {
        const price = linePrice(line);
        const variation = variationText(line);
        const addOns = addOnText(line);
        const next = planIncrement(line.quantity, stockOf(line), line.item.maximum);
        return (
          <li key={line.key} className={styles.line}>
            <Picture src={line.item.image} alt="" ratio="1 / 1" width={64} height={64} className={styles.image} />
            <div className={styles.body}>
              <span className={styles.name}>{line.item.name}</span>
              {variation ? <span className={styles.detail}>{variation}</span> : null}
              {addOns ? <span className={styles.detail}>{t('cart.addOns', { names: addOns })}</span> : null}
              <div className={styles.footer}>
                <Price amount={price.total} original={price.original > price.total ? price.original : null} />
                <Stepper
                  value={line.quantity}
                  itemLabel={line.item.name}
                  minusRemoves={minusRemoves(line.quantity)}
                  onIncrement={() => void increment(line.key)}
                  onDecrement={() => void decrement(line.key)}
                />
              </div>
              {next.type === 'blocked' ? <span className={styles.detail}>{next.reason === 'outOfStock' ? t('cart.outOfStock') : t('cart.outOfLimits')}</span> : null}
              {line.state === 'pending' ? <Badge tone="caution">{t('cart.pending')}</Badge> : null}
              {line.state === 'needs-decision' ? <Badge tone="critical">{t('cart.needsDecision')}</Badge> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
