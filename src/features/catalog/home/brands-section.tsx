/**
 * Shop by brand: the module's brands as picture chips; choosing one shows its items below (choosing it
 * again hides them).
 */
import { Img } from '@/components/ui/picture/img';
import { useState } from 'react';
import { QueryView } from '@/components/feedback/query-view';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t, tp } from '@/lib/i18n';
import { useInfiniteQuery, useQuery } from '@/lib/query';
import { brandItemsInfiniteOptions, brandsOptions } from '../api/promotions';
import type { NamedCount } from '../api/promotion-structs';
import { ItemCard } from '../components/item-card';
import * as cards from '../components/cards.css';
import { HomeSection } from './section';
import * as styles from './home.css';

function BrandItems({ brand }: { brand: NamedCount }) {
  const items = useInfiniteQuery(brandItemsInfiniteOptions(String(brand.id)));
  return (
    <div role="region" aria-label={t('catalog.home.brandItems', { name: brand.name })}>
      <QueryView query={items} loading={<Skeleton height="300px" />}>
        {(data) => (
          <ul className={cards.row}>
            {data.pages.flatMap((page) => page.products).map((item) => (
              <li key={item.id} className={cards.cell}>
                <ItemCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

export function BrandsSection() {
  const brands = useQuery(brandsOptions());
  const [chosen, setChosen] = useState<NamedCount | null>(null);
  if (brands.data?.length === 0) return null;
  return (
    <HomeSection id="home-brands" title={t('catalog.home.brands')}>
      <QueryView query={brands} loading={<Skeleton height="112px" />}>
        {(list) => (
          <ul className={styles.chips}>
            {list.map((brand) => (
              <li key={brand.id}>
                <PlainButton variant="ghost" className={styles.chip} aria-pressed={chosen?.id === brand.id} onPress={() => setChosen(chosen?.id === brand.id ? null : brand)}>
                  <Img src={brand.image_full_url ?? ''} alt="" width={64} height={64} className={styles.chipImage} />
                  <span>{brand.name}</span>
                  {brand.items_count ? <span className={styles.timerLabel}>{tp('catalog.count.items', brand.items_count)}</span> : null}
                </PlainButton>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {chosen ? <BrandItems brand={chosen} /> : null}
    </HomeSection>
  );
}
