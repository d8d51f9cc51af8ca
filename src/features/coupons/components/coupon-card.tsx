/** One coupon: what it takes off, its title, where and from what amount it applies, until when, and its code with Copy. */
import { Button } from '@/components/ui/button/button';
import { parseDateTime } from '@/lib/dates';
import { formatLong } from '@/lib/dates-long';
import { copyText } from '@/lib/clipboard';
import { getLanguage, t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { notify } from '@/lib/notify';
import type { Coupon } from '../api/structs';
import { benefitOf, lastDayOf, scopeOf } from '../rules';
import * as styles from './coupons.css';

function benefitText(coupon: Coupon): string {
  const benefit = benefitOf(coupon);
  if (benefit.kind === 'free-delivery') return t('coupons.freeDelivery');
  if (benefit.kind === 'percent') return t('coupons.percentOff', { percent: benefit.percent });
  return t('coupons.amountOff', { amount: money(benefit.amount) });
}

function scopeText(coupon: Coupon): string {
  const scope = scopeOf(coupon);
  return scope.kind === 'store' ? t('coupons.store', { name: scope.name }) : scope.kind === 'zone' ? t('coupons.zone') : t('coupons.all');
}

export function CouponCard({ coupon }: { coupon: Coupon }) {
  const benefit = benefitOf(coupon);
  const lastDay = parseDateTime(lastDayOf(coupon));
  const copy = async () => {
    if (await copyText(coupon.code)) notify.success(t('coupons.copied', { code: coupon.code }));
    else notify.error(t('coupons.copyFailed'));
  };
  return (
    <li className={styles.card} aria-label={coupon.title || coupon.code}>
      <p className={styles.benefit}>{benefitText(coupon)}</p>
      {coupon.title ? <p className={styles.title}>{coupon.title}</p> : null}
      {benefit.kind === 'percent' && benefit.cap !== null ? <p className={styles.muted}>{t('coupons.upTo', { amount: money(benefit.cap) })}</p> : null}
      <p className={styles.muted}>{coupon.min_purchase > 0 ? t('coupons.minPurchase', { amount: money(coupon.min_purchase) }) : t('coupons.noMinimum')}</p>
      <p className={styles.muted}>{scopeText(coupon)}</p>
      {lastDay ? <p className={styles.muted}>{t('coupons.validUntil', { date: formatLong(lastDay, getLanguage()) })}</p> : null}
      <div className={styles.codeRow}>
        <span>
          <span className={styles.muted}>{t('coupons.code')}: </span>
          <bdi className={styles.code}>{coupon.code}</bdi>
        </span>
        <Button size="sm" variant="secondary" onPress={() => void copy()} aria-label={t('coupons.copyNamed', { code: coupon.code })}>
          {t('coupons.copy')}
        </Button>
      </div>
    </li>
  );
}
