/** A tip for the delivery person: none, a few set amounts, or another amount. */
import { useState } from 'react';
import { NumberField } from '@/components/ui/number-field/number-field';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { card, sectionTitle } from '@/styles/utils.css';
import * as styles from './item-checkout.css';

const SET_TIPS = [0, 5, 10, 15, 20];
export const MAX_TIP = 10_000;

export function TipsSection({ tip, onChange }: { tip: number; onChange: (tip: number) => void }) {
  const [other, setOther] = useState(!SET_TIPS.includes(tip));
  return (
    <section className={card} aria-labelledby="checkout-tips">
      <h2 id="checkout-tips" className={sectionTitle}>
        {t('itemCheckout.tips')}
      </h2>
      <p className={styles.muted}>{t('itemCheckout.tipsNote')}</p>
      <RadioGroup
        plain
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
      {other ? <NumberField label={t('itemCheckout.tipOther')} minValue={0} maxValue={MAX_TIP} value={tip} onChange={(value) => onChange(Number.isFinite(value) ? Math.max(0, Math.min(MAX_TIP, value)) : 0)} /> : null}
    </section>
  );
}
