/** The order's lines: picture, name, chosen variation and add-ons, quantity and what the line cost. */
import { Price } from '@/components/ui/price/price';
import { joinParts, t } from '@/lib/i18n';
import type { OrderLine } from '../api/structs';
import { lineName, lineVariation } from '../amounts';
import * as styles from './orders.css';

export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul className={styles.list} aria-label={t('orders.items')}>
      {lines.map((line) => {
        const name = lineName(line) || t('orders.itemFallback');
        const variation = lineVariation(line);
        return (
          <li key={line.id} className={styles.line}>
            {line.image_full_url ? <img className={styles.thumb} src={line.image_full_url} alt="" width={56} height={56} loading="lazy" /> : <span className={styles.thumb} aria-hidden="true" />}
            <div className={styles.cardText}>
              <span className={styles.strong}>{name}</span>
              {variation.map((part, index) => (
                <span key={index} className={styles.muted}>
                  {part.group ? t('orders.variationGroup', { group: part.group, values: joinParts(part.values) }) : joinParts(part.values)}
                </span>
              ))}
              {line.add_ons.length > 0 ? (
                <span className={styles.muted}>
                  {t('orders.addOns', { list: joinParts(line.add_ons.map((addOn) => (addOn.quantity > 1 ? t('orders.addOnQuantity', { name: addOn.name, count: addOn.quantity }) : addOn.name))) })}
                </span>
              ) : null}
              <span className={styles.muted}>{t('orders.quantity', { count: line.quantity })}</span>
            </div>
            <Price amount={line.price * line.quantity + (line.total_add_on_price ?? 0)} />
          </li>
        );
      })}
    </ul>
  );
}
