/**
 * Non-food choices (size, colour...): one button per option, pressed when chosen, with the stock of the
 * combination it would make ('Out of stock' struck through, still choosable so the message explains).
 */
import { t, tp } from '@/lib/i18n';
import { findVariation } from '../rules/variations';
import type { Item } from '../api/item-structs';
import type { ItemChoices } from './use-item-choices';
import * as styles from './item.css';

export function ChoiceOptions({ item, choices }: { item: Item; choices: ItemChoices }) {
  return (
    <>
      {choices.choices.map((choice, choiceIndex) => (
        <fieldset key={choice.name} className={styles.group}>
          <legend className={styles.legend}>{choice.title}</legend>
          <ul className={styles.chipList}>
            {choice.options.map((option) => {
              const combination = choices.chosen.map((value, index) => (index === choiceIndex ? option : value));
              const stock = findVariation(item.variations ?? [], combination)?.stock;
              const out = stock !== undefined && stock <= 0;
              return (
                <li key={option}>
                  <button type="button" className={styles.choice} aria-pressed={choices.chosen[choiceIndex] === option} data-out={out} onClick={() => choices.choose(choiceIndex, option)}>
                    <span>{option}</span>
                    {stock !== undefined ? <span className={styles.choiceStock}>{out ? t('catalog.item.outOfStock') : tp('catalog.count.inStock', stock)}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </>
  );
}
