/**
 * The coupon at checkout: a code and Apply, or the applied coupon with Remove. A refusal stays under the
 * field until the code is changed; the form never blocks a new attempt (its own validation is off).
 */
import { useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { PlainTextField } from '@/components/ui/text-field/plain-text-field';
import { t } from '@/lib/i18n';
import { card, sectionTitle } from '@/styles/utils.css';
import type { Coupon } from '../api/trips';
import * as styles from './trip-checkout.css';

export interface CouponCardProps {
  coupon: Coupon | null;
  error: string | null;
  onApply: (code: string) => Promise<unknown>;
  /** False until the cart it applies to is known. */
  ready?: boolean;
  onRemove: () => void;
  onEdit: () => void;
}

export function CouponCard({ coupon, error, onApply, ready = true, onRemove, onEdit }: CouponCardProps) {
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  return (
    <section className={card} aria-labelledby="checkout-coupon">
      <h2 id="checkout-coupon" className={sectionTitle}>
        {t('checkout.couponTitle')}
      </h2>
      {coupon ? (
        <div className={styles.row}>
          <span>{t('checkout.couponApplied', { code: coupon.code })}</span>
          <PlainButton variant="link" onPress={onRemove}>
            {t('checkout.removeCoupon')}
          </PlainButton>
        </div>
      ) : (
        <form
          className={styles.couponForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!code.trim() || applying || !ready) return;
            setApplying(true);
            void onApply(code).finally(() => setApplying(false));
          }}
        >
          <PlainTextField
            label={t('checkout.couponCode')}
            value={code}
            onChange={(value) => {
              setCode(value);
              if (error) onEdit();
            }}
            errorMessage={error}
            autoComplete="off"
            className={styles.couponField}
          />
          <PlainButton type="submit" variant="secondary" isPending={applying} isDisabled={!ready}>
            {t('checkout.applyCoupon')}
          </PlainButton>
        </form>
      )}
    </section>
  );
}
