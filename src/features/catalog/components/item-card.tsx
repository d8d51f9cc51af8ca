/** An item card: picture, discount badge, name (the card's link), store, rating, price and marks. */
import { Link } from '@/components/ui/link/link';
import { Price } from '@/components/ui/price/price';
import { Rating } from '@/components/ui/rating/rating';
import { useConfig } from '@/api/config';
import { paths } from '@/config/paths';
import type { ItemCompact } from '../api/item-structs';
import { discountBadge, itemMarks } from '../rules/badges';
import { discountedPrice } from '../rules/pricing';
import { DiscountTag, Marks } from './marks';
import * as styles from './cards.css';

export type CardItem = Pick<ItemCompact, 'id' | 'name' | 'image_full_url' | 'price' | 'discount' | 'discount_type' | 'avg_rating' | 'rating_count' | 'store_name' | 'module_id' | 'recommended' | 'organic' | 'veg' | 'is_halal' | 'halal_tag_status' | 'unit_type'>;

/** `priority`: the card is likely the screen's largest first paint, so its picture loads first. */
export function ItemCard({ item, priority = false, price }: { item: CardItem; priority?: boolean; price?: number }) {
  const config = useConfig();
  const badge = discountBadge(item.discount, item.discount_type);
  const amount = price ?? discountedPrice(item.price, item.discount, item.discount_type);
  const marks = itemMarks(item, Boolean(config.data?.toggle_veg_non_veg));
  return (
    <article className={styles.card} aria-label={item.name}>
      <div className={styles.media}>
        <img
          src={item.image_full_url ?? ''}
          alt=""
          width={240}
          height={240}
          className={styles.image}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        {badge ? (
          <div className={styles.badges}>
            <DiscountTag badge={badge} />
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={paths.product(item.id, item.module_id ?? undefined)} className={styles.stretched}>
            {item.name}
          </Link>
        </h3>
        {item.store_name ? <p className={styles.secondary}>{item.store_name}</p> : null}
        {item.rating_count ? <Rating value={item.avg_rating ?? 0} count={item.rating_count} showStars={false} size="sm" /> : null}
        <Marks marks={marks} />
        <div className={styles.footer}>
          <Price amount={amount} original={amount < item.price ? item.price : null} size="sm" suffix={item.unit_type ? `/ ${item.unit_type}` : undefined} />
        </div>
      </div>
    </article>
  );
}
