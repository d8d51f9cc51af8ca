/** Home delivery or take away, as the operator and the store offer them. */
import { PlainRadioGroup } from '@/components/ui/radio-group/plain-radio-group';
import { t } from '@/lib/i18n';
import { card, sectionTitle } from '@/styles/utils.css';
import type { OrderType } from '../rules/settings';
import * as styles from './item-checkout.css';

export function OrderTypeSection({ types, value, onChange }: { types: readonly OrderType[]; value: OrderType | null; onChange: (type: OrderType) => void }) {
  return (
    <section className={card} aria-labelledby="checkout-order-type">
      <h2 id="checkout-order-type" className={sectionTitle}>
        {t('itemCheckout.deliveryOption')}
      </h2>
      {types.length === 0 ? (
        <p className={styles.hint}>{t('itemCheckout.noOrderType')}</p>
      ) : (
        <PlainRadioGroup
          label={t('itemCheckout.deliveryOption')}
          hideLabel
          orientation="horizontal"
          value={value ?? ''}
          onChange={(next) => onChange(next as OrderType)}
          options={types.map((type) => ({ value: type, label: type === 'delivery' ? t('itemCheckout.homeDelivery') : t('itemCheckout.takeAway') }))}
        />
      )}
    </section>
  );
}
