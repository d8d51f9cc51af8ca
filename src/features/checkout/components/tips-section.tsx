/** A tip for the delivery person: none, a few set amounts, or another amount. */
import { Suspense, useState } from 'react';
import { PlainRadioGroup } from '@/components/ui/radio-group/plain-radio-group';
import { t } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { money } from '@/lib/money-settings';
import { card, sectionTitle } from '@/styles/utils.css';
import * as styles from './item-checkout.css';

const SET_TIPS = [0, 5, 10, 15, 20];

// Another amount is react-aria's number field (steppers, the language's digits): it loads when the customer first
// chooses another amount, or with the page when the order already carries one (the server's markup then holds it).
const NumberField = lazyPart('checkout:number-field', () => import('@/components/ui/number-field/number-field').then((module) => ({ default: module.NumberField })));
export const MAX_TIP = 10_000;

export function TipsSection({ tip, onChange }: { tip: number; onChange: (tip: number) => void }) {
  const [other, setOther] = useState(!SET_TIPS.includes(tip));
  return (
    <section className={card} aria-labelledby="checkout-tips">
      <h2 id="checkout-tips" className={sectionTitle}>
        {t('itemCheckout.tips')}
      </h2>
      <p className={styles.muted}>{t('itemCheckout.tipsNote')}</p>
      <PlainRadioGroup
        label={t('itemCheckout.tips')}
        hideLabel
        orientation="horizontal"
        value={other ? 'other' : String(tip)}
        onChange={(value) => {
          setOther(value === 'other');
          if (value !== 'other') onChange(Number(value));
        }}
        options={[...SET_TIPS.map((amount) => ({ value: String(amount), label: amount === 0 ? t('itemCheckout.tipNone') : money(amount) })), { value: 'other', label: t('itemCheckout.tipOther') }]}
      />
      {other ? (
        <Suspense fallback={null}>
          <NumberField label={t('itemCheckout.tipOther')} minValue={0} maxValue={MAX_TIP} value={tip} onChange={(value) => onChange(Number.isFinite(value) ? Math.max(0, Math.min(MAX_TIP, value)) : 0)} />
        </Suspense>
      ) : null}
    </section>
  );
}
