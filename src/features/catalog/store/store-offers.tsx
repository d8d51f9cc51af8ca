/** The store's own discount (with its conditions and end date) and its active coupons. */
import { Icon } from '@/components/ui/icon/icon';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import type { StoreDetails } from '../api/store-structs';
import { calendarDate } from '@/lib/calendar-date';
import * as styles from './store.css';

export function StoreOffers({ store }: { store: StoreDetails }) {
  const discount = store.discount && store.discount.discount > 0 ? store.discount : null;
  const coupons = store.active_coupons ?? [];
  if (!discount && coupons.length === 0) return null;
  return (
    <section aria-labelledby="store-offers" className={styles.panel}>
      <h2 id="store-offers" className={styles.sectionTitle}>
        {t('catalog.store.offers')}
      </h2>
      {discount ? (
        <div className={styles.offer}>
          <Icon name="tag" size={28} />
          <div>
            <p className={styles.offerTitle}>
              {discount.discount_type === 'percent' ? t('catalog.badge.percentOff', { value: discount.discount }) : t('catalog.badge.amountOff', { value: money(discount.discount) })}
            </p>
            <p>
              {[
                discount.min_purchase ? t('catalog.store.minPurchase', { amount: money(discount.min_purchase) }) : null,
                discount.max_discount ? t('catalog.store.maxDiscount', { amount: money(discount.max_discount) }) : null,
                discount.end_date ? t('catalog.store.validUntil', { date: calendarDate(discount.end_date) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </div>
      ) : null}
      {coupons.length > 0 ? (
        <ul className={styles.coupons} aria-label={t('catalog.store.coupons')}>
          {coupons.map((coupon) => (
            <li key={coupon.id} className={styles.coupon}>
              <span className={styles.code}>
                <bdi>{coupon.code}</bdi>
              </span>
              <span>{coupon.title}</span>
              {coupon.min_purchase ? <span className={styles.muted}>{t('catalog.store.minPurchase', { amount: money(coupon.min_purchase) })}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
