/** What the store adds on request: cutlery (free) and extra packaging at the store's amount, priced by the server. */
import { PlainCheckbox } from '@/components/ui/checkbox/plain-checkbox';
import { PlainSwitch } from '@/components/ui/switch/plain-switch';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { card, sectionTitle } from '@/styles/utils.css';
import type { ExtrasChoice, StoreExtras } from '../rules/extras';
import * as styles from './item-checkout.css';

export function ExtrasSection({ extras, choice, onChange }: { extras: StoreExtras; choice: ExtrasChoice; onChange: (choice: ExtrasChoice) => void }) {
  return (
    <section className={card} aria-labelledby="checkout-extras">
      <h2 id="checkout-extras" className={sectionTitle}>
        {t('itemCheckout.extras')}
      </h2>
      <div className={styles.extras}>
        {extras.cutlery ? (
          <PlainSwitch isSelected={choice.cutlery} onChange={(cutlery) => onChange({ ...choice, cutlery })} description={t('itemCheckout.cutleryHint')}>
            {t('itemCheckout.cutlery')}
          </PlainSwitch>
        ) : null}
        {extras.packaging !== null ? (
          <PlainCheckbox isSelected={choice.packaging} onChange={(packaging) => onChange({ ...choice, packaging })} description={t('itemCheckout.packagingHint')}>
            {t('itemCheckout.packagingChoice', { amount: money(extras.packaging, { signed: true }) })}
          </PlainCheckbox>
        ) : null}
      </div>
    </section>
  );
}
