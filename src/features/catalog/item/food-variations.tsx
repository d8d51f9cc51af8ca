/**
 * Food variation groups: single groups as radios that clear on a second click, multi groups as checkboxes
 * with their min/max note; each option shows its price ('Free' for 0). Add-ons with quantities follow.
 */
import { PlainCheckbox } from '@/components/ui/checkbox/plain-checkbox';
import { Stepper } from '@/components/ui/stepper/stepper';
import { t } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import type { AddOn } from '../api/item-structs';
import { bounds } from '../rules/variations';
import type { ItemChoices } from './use-item-choices';
import * as styles from './item.css';

const optionPrice = (price: number) => (price > 0 ? money(price, { signed: true }) : t('catalog.item.free'));

export function FoodVariations({ choices, idPrefix }: { choices: ItemChoices; idPrefix: string }) {
  return (
    <>
      {choices.groups.map((group, groupIndex) => {
        const chosen = choices.selection[groupIndex] ?? [];
        const multi = group.type === 'multi';
        const { min, max } = bounds(group);
        return (
          <fieldset key={group.name} className={styles.group}>
            <legend className={styles.legend}>
              {group.name}
              <span className={styles.note}>{group.required === 'on' ? t('catalog.item.required') : t('catalog.item.optional')}</span>
            </legend>
            {multi ? <p className={styles.note}>{t('catalog.item.variationNote', { min, max })}</p> : null}
            {group.values.map((value, optionIndex) =>
              multi ? (
                <PlainCheckbox key={value.label} isSelected={chosen.includes(optionIndex)} onChange={() => choices.toggle(groupIndex, optionIndex)}>
                  <span className={styles.optionLabel}>{value.label}</span> <bdi className={styles.muted}>{optionPrice(value.optionPrice)}</bdi>
                </PlainCheckbox>
              ) : (
                <label key={value.label} className={styles.option}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={`${idPrefix}-group-${groupIndex}`}
                    checked={chosen.includes(optionIndex)}
                    onChange={() => undefined}
                    onClick={() => choices.toggle(groupIndex, optionIndex)}
                  />
                  <span className={styles.optionLabel}>{value.label}</span>
                  <bdi className={styles.muted}>{optionPrice(value.optionPrice)}</bdi>
                </label>
              ),
            )}
          </fieldset>
        );
      })}
    </>
  );
}

export function AddOns({ addOns, choices }: { addOns: readonly AddOn[]; choices: ItemChoices }) {
  if (addOns.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {t('catalog.item.addOns')}
        <span className={styles.note}>{t('catalog.item.optional')}</span>
      </legend>
      {addOns.map((addOn) => {
        const count = choices.addOns.get(addOn.id) ?? 0;
        return (
          <div key={addOn.id} className={styles.option}>
            <PlainCheckbox isSelected={count > 0} onChange={(selected) => choices.setAddOn(addOn.id, selected ? 1 : 0)}>
              <span className={styles.optionLabel}>{addOn.name}</span> <bdi className={styles.muted}>{optionPrice(addOn.price)}</bdi>
            </PlainCheckbox>
            {count > 0 ? (
              <Stepper value={count} itemLabel={addOn.name} onIncrement={() => choices.setAddOn(addOn.id, count + 1)} onDecrement={() => choices.setAddOn(addOn.id, count - 1)} minusRemoves={count === 1} />
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
