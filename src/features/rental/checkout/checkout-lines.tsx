/**
 * The vehicles being booked, priced as the booking charges them: one vehicle for this trip × quantity = the
 * line before discounts. The lines add up to the summary's subtotal; discounts follow there.
 */
import { Picture } from '@/components/ui/picture/picture';
import { Price } from '@/components/ui/price/price';
import { t } from '@/lib/i18n';
import type { BookingQuote } from '../pricing';
import type { RentalCartLine } from '../cart/model';
import * as styles from './trip-checkout.css';

export function CheckoutLines({ lines, quote }: { lines: RentalCartLine[]; quote: BookingQuote | null }) {
  return (
    <section aria-labelledby="checkout-vehicles">
      <h2 id="checkout-vehicles" className={styles.title}>
        {t('checkout.vehicles')}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line, index) => {
          const priced = quote?.lines[index];
          return (
            <li key={line.vehicleId} className={styles.line}>
              <Picture src={line.vehicle.thumbnail_full_url} alt="" ratio="3 / 2" width={72} height={48} className={styles.lineImage} />
              <div className={styles.lineBody}>
                <span className={styles.lineName}>{line.vehicle.name}</span>
                <span className={styles.muted}>{line.provider.name}</span>
                {priced ? (
                  <span className={styles.muted}>
                    {t('checkout.unitTimesQuantity', { quantity: line.quantity })} <Price amount={priced.unitPrice} size="sm" />
                  </span>
                ) : null}
              </div>
              {priced ? <Price amount={priced.lineSubtotal} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
