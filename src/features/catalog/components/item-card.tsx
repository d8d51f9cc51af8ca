/**
 * An item card: picture, discount badge, wishlist heart, the "+" (or its stepper, see quick-add.tsx), name
 * (the card's link), store, rating, price and marks.
 */
import { ClientOnly } from '@/components/client-only';
import { Img } from '@/components/ui/picture/img';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { Link } from '@/components/ui/link/link';
import { Price } from '@/components/ui/price/price';
import { Rating } from '@/components/ui/rating/rating';
import { paths } from '@/config/paths';
import type { Item, ItemCompact } from '../api/item-structs';
import { discountBadge, itemMarks } from '../rules/badges';
import { shownDiscount, unitPriceOf } from '../rules/pricing';
import { ItemHeart } from '@/lib/wishlist/catalog/hearts';
import { useOpenItemDialog } from '../item/item-dialog-host';
import { DiscountTag, Marks } from './marks';
import { useCardSettings } from './card-settings';
import * as styles from './cards.css';

const FoodItemDialog = lazy(() => import('../item/food-item-dialog'));
// The "+" decides from the operator's clock, the stock settings and the cart: a chunk of its own, so the
// first screens carry none of that. The clock is not known before the page is taken over, so the "+" comes
// once it is (`ClientOnly`): no card holds a part the takeover would have to hydrate when its code arrives.
const QuickAdd = lazy(() => import('./quick-add'));

export type CardItem = Pick<ItemCompact, 'id' | 'name' | 'image_full_url' | 'price' | 'discount' | 'discount_type' | 'store_discount' | 'item_discount' | 'item_discount_type' | 'flash_sale' | 'avg_rating' | 'rating_count' | 'store_name' | 'module_id' | 'recommended' | 'organic' | 'veg' | 'is_halal' | 'halal_tag_status' | 'unit_type'> & {
  module_type?: string | undefined;
} & Partial<Pick<ItemCompact, 'has_variant' | 'stock' | 'maximum_cart_quantity' | 'store_id' | 'available_time_starts' | 'available_time_ends'>> &
  Partial<Pick<Item, 'food_variations' | 'variations' | 'choice_options' | 'add_ons' | 'available_date_starts'>>;

/** `priority`: the card is likely the screen's largest first paint, so its picture loads first. */
export function ItemCard({ item, priority = false, price }: { item: CardItem; priority?: boolean; price?: number }) {
  const { config, module: chosenModule } = useCardSettings();
  const [open, setOpen] = useState(false);
  const openInHost = useOpenItemDialog();
  const [, navigate] = useLocation();
  // A food item opens in a modal over the list (the customer stays in the store); others open their page.
  const isFood = (item.module_type ?? chosenModule?.module_type) === 'food';
  // The item's own discount: a store-wide offer is the cart's (with its minimum and cap), said where it applies.
  const own = shownDiscount(item);
  const badge = discountBadge(own?.discount, own?.discount_type);
  // Veg and non-veg marks are a food menu's; other stores' items are not labelled that way.
  const marks = itemMarks(item, isFood && Boolean(config?.toggle_veg_non_veg));
  const amount = price ?? unitPriceOf(item.price, item);
  const href = paths.product(item.id, item.module_id ?? undefined);
  const openItem = () => (openInHost ? openInHost({ id: item.id, name: item.name }) : setOpen(true));
  return (
    <article className={styles.card} aria-label={item.name}>
      <div className={styles.media}>
        <Img
          src={item.image_full_url ?? ''}
          alt=""
          width={240}
          height={240}
          className={styles.image}
          priority={priority}
        />
        {badge ? (
          <div className={styles.badges}>
            <DiscountTag badge={badge} />
          </div>
        ) : null}
        <span className={styles.heart}>
          <ItemHeart item={item} />
        </span>
        <ClientOnly>
          <Suspense fallback={null}>
            <QuickAdd item={{ ...item, module_type: item.module_type ?? chosenModule?.module_type }} unitPrice={amount} onChoose={isFood ? openItem : () => navigate(href)} />
          </Suspense>
        </ClientOnly>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          {isFood ? (
            <button type="button" className={`${styles.stretched} ${styles.nameButton}`} aria-haspopup="dialog" onClick={openItem}>
              {item.name}
            </button>
          ) : (
            <Link href={href} className={styles.stretched}>
              {item.name}
            </Link>
          )}
        </h3>
        {item.store_name ? <p className={styles.secondary}>{item.store_name}</p> : null}
        {item.rating_count ? <Rating value={item.avg_rating ?? 0} count={item.rating_count} showStars={false} size="sm" /> : null}
        <Marks marks={marks} />
        <div className={styles.footer}>
          <Price amount={amount} original={amount < item.price ? item.price : null} size="sm" suffix={item.unit_type ? `/ ${item.unit_type}` : undefined} />
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <FoodItemDialog itemId={item.id} name={item.name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}
