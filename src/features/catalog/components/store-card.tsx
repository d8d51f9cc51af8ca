/**
 * A store card: cover, logo, name (the card's link), rating with one decimal and its count, delivery time,
 * minimum order, discount, open state, wishlist heart and marks (Recommend, free delivery, veg / non-veg, halal).
 */
import { Img } from '@/components/ui/picture/img';
import { Icon } from '@/components/ui/icon/icon';
import { Link } from '@/components/ui/link/link';
import { Rating } from '@/components/ui/rating/rating';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { deliveryTimeText } from '@/lib/durations';
import { money } from '@/lib/money-settings';
import type { Store } from '../api/store-structs';
import { discountBadge, storeMarks } from '../rules/badges';
import { openState } from '../rules/open-state';
import { StoreHeart } from '@/lib/wishlist/catalog/hearts';
import { DiscountTag, Marks } from './marks';
import { OpenBadge, openLabel } from './open-label';
import { useCardSettings } from './card-settings';
import * as styles from './cards.css';

export function StoreCard({ store, priority = false }: { store: Store; priority?: boolean }) {
  const { config, module: chosenModule } = useCardSettings();
  const state = openState(store);
  const badge = discountBadge(store.discount?.discount, store.discount?.discount_type);
  const isFood = (store.module?.module_type ?? chosenModule?.module_type) === 'food';
  const marks = storeMarks(store, Boolean(config?.toggle_veg_non_veg), isFood);
  return (
    <article className={styles.card} aria-label={store.name}>
      <div className={styles.storeMedia}>
        <Img src={store.cover_photo_full_url ?? ''} alt="" width={600} height={200} className={styles.image} priority={priority} />
        {state.kind !== 'open' ? (
          <div className={styles.closedVeil} aria-hidden="true">
            {openLabel(state)}
          </div>
        ) : null}
        {badge ? (
          <div className={styles.badges}>
            <DiscountTag badge={badge} />
          </div>
        ) : null}
        <span className={styles.heart}>
          <StoreHeart store={store} />
        </span>
        <Img src={store.logo_full_url ?? ''} alt="" width={52} height={52} className={styles.logo} />
      </div>
      <div className={styles.storeBody}>
        <h3 className={styles.storeName}>
          <Link href={paths.store(store.id, store.module_id ?? undefined, store.zone_id ?? undefined)} className={styles.stretched}>
            {store.name}
          </Link>
        </h3>
        <div className={styles.facts}>
          <Rating value={store.avg_rating ?? 0} count={store.rating_count ?? 0} showStars={false} size="sm" />
          {store.delivery_time ? (
            <span className={styles.fact}>
              <Icon name="clock" size={14} />
              <bdi>{deliveryTimeText(store.delivery_time)}</bdi>
            </span>
          ) : null}
          {store.minimum_order ? <span className={styles.fact}>{t('catalog.store.minimumOrder', { amount: money(store.minimum_order) })}</span> : null}
        </div>
        {store.address ? <p className={styles.secondary}>{store.address}</p> : null}
        <div className={styles.marks}>
          <OpenBadge state={state} />
          <Marks marks={marks} />
        </div>
      </div>
    </article>
  );
}
