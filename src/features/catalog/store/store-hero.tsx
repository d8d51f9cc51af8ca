/**
 * The store's header: cover (the page's first paint), logo, name, rating and count, open state, delivery
 * time, minimum order, price range, the address opening a map, and the wishlist heart.
 */
import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { Rating } from '@/components/ui/rating/rating';
import { t } from '@/lib/i18n';
import { deliveryTimeText } from '@/lib/durations';
import { money } from '@/lib/money-settings';
import type { StoreDetails } from '../api/store-structs';
import { Marks } from '../components/marks';
import { OpenBadge } from '../components/open-label';
import { useConfig } from '@/api/config';
import { storeMarks } from '../rules/badges';
import { openState } from '../rules/open-state';
import { StoreHeart } from '@/lib/wishlist/catalog/hearts';
import * as styles from './store.css';

const StoreMapDialog = lazy(() => import('./store-map-dialog'));

export function StoreHero({ store, isFood }: { store: StoreDetails; isFood: boolean }) {
  const config = useConfig();
  const [mapOpen, setMapOpen] = useState(false);
  const range = store.price_range?.[0];
  const hasPosition = typeof store.latitude === 'number' && typeof store.longitude === 'number';
  return (
    <header>
      <img src={store.cover_photo_full_url ?? ''} alt="" width={1200} height={400} className={styles.cover} fetchPriority="high" />
      <div className={styles.head}>
        <img src={store.logo_full_url ?? ''} alt="" width={96} height={96} className={styles.logo} />
        <div className={styles.headText}>
          <div className={styles.nameRow}>
            <h1 className={styles.name}>{store.name}</h1>
            <StoreHeart store={store} />
          </div>
          <div className={styles.facts}>
            <Rating value={store.avg_rating ?? 0} count={store.rating_count ?? 0} />
            <OpenBadge state={openState(store)} />
            <Marks marks={storeMarks(store, Boolean(config.data?.toggle_veg_non_veg), isFood)} />
          </div>
          <div className={styles.facts}>
            {store.delivery_time ? (
              <span className={styles.fact}>
                <Icon name="clock" size={16} />
                {t('catalog.store.deliveryTime', { time: deliveryTimeText(store.delivery_time) })}
              </span>
            ) : null}
            <span className={styles.fact}>
              <Icon name="cart" size={16} />
              {store.minimum_order ? t('catalog.store.minimumOrder', { amount: money(store.minimum_order) }) : t('catalog.store.noMinimum')}
            </span>
            {range && range.max_price > 0 ? (
              <span className={styles.fact}>
                <Icon name="tag" size={16} />
                {t('catalog.store.priceRange', { min: money(range.min_price), max: money(range.max_price) })}
              </span>
            ) : null}
          </div>
          {store.address ? (
            <div className={styles.facts}>
              <Icon name="pin" size={16} />
              <span>{store.address}</span>
              {hasPosition ? (
                <PlainButton variant="ghost" size="sm" onPress={() => setMapOpen(true)}>
                  {t('catalog.store.showOnMap')}
                </PlainButton>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {mapOpen ? (
        <Suspense fallback={null}>
          <StoreMapDialog store={store} onClose={() => setMapOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
