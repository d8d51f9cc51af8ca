/**
 * The product page's details column: store link, name, rating, price or price range, facts, variation
 * choices (non-food buttons, or food groups and add-ons when a food item is opened by its address),
 * category and tag chips, and the actions.
 */
import { Chip } from '@/components/ui/badge/badge';
import { Link } from '@/components/ui/link/link';
import { Price } from '@/components/ui/price/price';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useCategories } from '../api/categories';
import type { ItemDetails } from '../api/item-structs';
import { unitPriceOf } from '../rules/pricing';
import { ItemHeart } from '@/lib/wishlist/catalog/hearts';
import { ChoiceOptions } from './choice-options';
import { AddOns, FoodVariations } from './food-variations';
import { ItemActions } from './item-actions';
import { ItemFacts } from './item-facts';
import type { ItemChoices } from './use-item-choices';
import * as styles from './item.css';

function CategoryChips({ item }: { item: ItemDetails }) {
  const categories = useCategories();
  const names = new Map<number, string>();
  for (const category of categories.data ?? []) {
    names.set(category.id, category.name);
    for (const child of category.childes ?? []) names.set(child.id, child.name);
  }
  const ids = (item.category_ids ?? []).map((entry) => entry.id).filter((id) => names.has(id));
  if (ids.length === 0 && !item.tags?.length) return null;
  return (
    <ul className={styles.chipList} aria-label={t('catalog.item.categoriesAndTags')}>
      {ids.map((id) => (
        <li key={`c${id}`}>
          <Link href={paths.categoryPage(id, names.get(id))} appearance="secondary" size="sm">
            {names.get(id)}
          </Link>
        </li>
      ))}
      {(item.tags ?? []).map((tag) => (
        <li key={`t${tag.id}`}>
          <Chip icon="tag">{tag.tag}</Chip>
        </li>
      ))}
    </ul>
  );
}

export function ProductDetails({ item, choices }: { item: ItemDetails; choices: ItemChoices }) {
  const store = item.store_details;
  const hasChoices = choices.choices.length > 0 || choices.groups.length > 0;
  const low = unitPriceOf(choices.range.min, item);
  const high = unitPriceOf(choices.range.max, item);
  return (
    <div className={styles.body}>
      {store ? (
        <Link href={paths.store(store.id, store.module_id ?? undefined, store.zone_id ?? undefined)}>{t('catalog.item.soldBy', { name: store.name })}</Link>
      ) : item.store_name ? (
        <p className={styles.muted}>{item.store_name}</p>
      ) : null}
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{item.name}</h1>
        <ItemHeart item={item} />
      </div>
      <div className={styles.row}>
        {hasChoices && low !== high ? (
          <span role="group" aria-label={t('catalog.item.priceRange')}>
            <Price amount={low} size="lg" /> – <Price amount={high} size="lg" />
          </span>
        ) : (
          <Price amount={choices.unitPrice} original={choices.original > choices.unitPrice ? choices.original : null} size="lg" suffix={item.unit_type ? `/ ${item.unit_type}` : undefined} />
        )}
      </div>
      <ItemFacts item={item} choices={choices} />
      <ChoiceOptions item={item} choices={choices} />
      <FoodVariations choices={choices} idPrefix={`product-${item.id}`} />
      <AddOns addOns={item.add_ons ?? []} choices={choices} />
      <CategoryChips item={item} />
      <ItemActions choices={choices} name={item.name} isCampaign={Boolean(item.available_date_starts)} />
    </div>
  );
}
