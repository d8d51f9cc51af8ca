/** The food item modal: picture, store, wishlist heart, facts, variation groups, add-ons, quantity, live total and buttons. */
import { Dialog } from '@/components/ui/dialog/dialog';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import type { ItemDetails } from '../api/item-structs';
import { itemDetailsOptions } from '../api/items';
import { AddOns, FoodVariations } from './food-variations';
import { ItemActions } from './item-actions';
import { ItemFacts } from './item-facts';
import { ItemHeart } from '@/lib/wishlist/catalog/hearts';
import { useItemChoices } from './use-item-choices';
import * as styles from './item.css';

function FoodItemBody({ item }: { item: ItemDetails }) {
  const choices = useItemChoices(item);
  return (
    <div className={styles.body}>
      <img src={item.image_full_url ?? ''} alt={item.name} width={400} height={400} className={styles.hero} />
      <div className={styles.titleRow}>
        {item.store_name ? <p className={styles.muted}>{item.store_name}</p> : <span />}
        <ItemHeart item={item} />
      </div>
      <ItemFacts item={item} choices={choices} />
      <FoodVariations choices={choices} idPrefix={`item-${item.id}`} />
      <AddOns addOns={item.add_ons ?? []} choices={choices} />
      <ItemActions choices={choices} name={item.name} isCampaign={Boolean(item.available_date_starts)} />
    </div>
  );
}

export default function FoodItemDialog({ itemId, name, onClose }: { itemId: number; name: string; onClose: () => void }) {
  const item = useQuery(itemDetailsOptions(String(itemId)));
  return (
    <Dialog title={name} isOpen onOpenChange={(open) => (open ? undefined : onClose())} size="md">
      {item.data ? <FoodItemBody item={item.data} /> : item.error ? <ErrorState messages={errorMessages(item.error)} onRetry={() => void item.refetch()} title={t('catalog.item.loadFailed')} /> : <Skeleton height="420px" />}
    </Dialog>
  );
}
