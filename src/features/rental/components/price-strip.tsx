/** Per-mode prices of a vehicle, with the original price struck through when a discount applies. */
import { Price } from '@/components/ui/price/price';
import { t } from '@/lib/i18n';
import type { Vehicle } from '../api/structs';
import { fromWireType } from '../trip-params';
import { priceStrip } from './vehicle-facts';
import * as styles from './price-strip.css';

export function PriceStrip({ vehicle }: { vehicle: Vehicle }) {
  return (
    <ul className={styles.strip} aria-label={t('rental.prices')}>
      {priceStrip(vehicle).map((entry) => (
        <li key={entry.mode} className={styles.item}>
          <span className={styles.mode}>{t(`rental.tripTypes.${fromWireType(entry.mode)}`)}</span>
          <span>
            <Price amount={entry.price} original={entry.original > entry.price ? entry.original : null} />
            <span className={styles.unit}>{t(entry.unitKey)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
