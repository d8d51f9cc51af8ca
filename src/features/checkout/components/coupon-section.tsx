/**
 * Coupons at checkout: the applied one with Remove, or a code field and the coupons for this store, each with
 * its minimum purchase and an Apply button. A refusal stays under the field until the code changes. Coupons
 * belong to accounts: a guest is told so, with a sign-in that keeps the cart and comes back to this checkout.
 */
import { useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { PlainTextField } from '@/components/ui/text-field/plain-text-field';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { card, sectionTitle } from '@/styles/utils.css';
import type { CouponChoice } from '../item/use-coupon-choice';
import * as styles from './item-checkout.css';

export function CouponSection({ coupons, onSignIn }: { coupons: CouponChoice; onSignIn: (() => void) | null }) {
  const [code, setCode] = useState('');
  return (
    <section className={card} aria-labelledby="checkout-coupons">
      <h2 id="checkout-coupons" className={sectionTitle}>
        {t('itemCheckout.coupons')}
      </h2>
      {onSignIn ? (
        <div className={styles.guestCoupons}>
          <p className={styles.muted}>{t('itemCheckout.couponsForCustomers')}</p>
          <PlainButton size="sm" variant="secondary" onPress={onSignIn}>
            {t('itemCheckout.couponsSignIn')}
          </PlainButton>
        </div>
      ) : coupons.applied ? (
        <div className={styles.row}>
          <span role="status">{t('checkout.couponApplied', { code: coupons.applied.code })}</span>
          <PlainButton variant="link" onPress={coupons.remove}>
            {t('checkout.removeCoupon')}
          </PlainButton>
        </div>
      ) : (
        <>
          <form
            className={styles.couponForm}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void coupons.apply(code);
            }}
          >
            <PlainTextField
              label={t('checkout.couponCode')}
              value={code}
              autoComplete="off"
              onChange={(value) => {
                setCode(value);
                if (coupons.error) coupons.clearError();
              }}
              errorMessage={coupons.error}
              className={styles.couponField}
            />
            <PlainButton type="submit" variant="secondary" isPending={coupons.applying !== null && coupons.applying === code.trim()}>
              {t('checkout.applyCoupon')}
            </PlainButton>
          </form>
          {coupons.list.length > 0 ? (
            <ul className={styles.couponList} aria-label={t('checkout.availableCoupons')}>
              {coupons.list.map((coupon) => (
                <li key={coupon.id} className={styles.couponItem}>
                  <div>
                    <strong>{coupon.code}</strong> <span>{coupon.title}</span>
                    {coupon.min_purchase > 0 ? <p className={styles.muted}>{t('itemCheckout.couponFor', { amount: money(coupon.min_purchase) })}</p> : null}
                  </div>
                  <PlainButton size="sm" variant="ghost" isPending={coupons.applying === coupon.code} onPress={() => void coupons.apply(coupon.code)}>
                    {t('itemCheckout.couponApply', { code: coupon.code })}
                  </PlainButton>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('itemCheckout.noCoupons')}</p>
          )}
        </>
      )}
    </section>
  );
}
