/** The lines being ordered, with their choices and add-ons, priced as the cart shows them. */
import { Price } from '@/components/ui/price/price';
import { Picture } from '@/components/ui/picture/picture';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { card, sectionTitle } from '@/styles/utils.css';
import type { OrderLineView } from '../item/order-lines';
import * as styles from './item-checkout.css';

export function OrderLinesSection({ lines, storeName }: { lines: readonly OrderLineView[] | undefined; storeName: string | null }) {
  return (
    <section className={card} aria-labelledby="checkout-lines">
      <h2 id="checkout-lines" className={sectionTitle}>
        {t('itemCheckout.yourOrder')}
      </h2>
      {storeName ? <p className={styles.muted}>{t('itemCheckout.storeFrom', { store: storeName })}</p> : null}
      {lines ? (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.key} className={styles.line}>
              <Picture src={line.image} alt="" ratio="1 / 1" width={56} height={56} className={styles.lineImage} />
              <div className={styles.lineBody}>
                <span className={styles.lineName}>{line.name}</span>
                {line.details ? <span className={styles.muted}>{line.details}</span> : null}
                <span className={styles.muted}>{t('itemCheckout.quantity', { count: line.quantity })}</span>
                {line.prescriptionRequired ? <span className={styles.hint}>{t('itemCheckout.prescriptionRequired')}</span> : null}
              </div>
              <Price className={styles.lineAmount} amount={line.total} original={line.price + line.addOnTotal > line.total ? line.price + line.addOnTotal : null} />
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton height="72px" />
      )}
    </section>
  );
}
