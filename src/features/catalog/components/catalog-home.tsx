/** Home for the modules without a home of their own yet (parcel): offers, categories, popular and new stores. */
import { useChosenModuleName } from '@/api/modules';
import { QueryView } from '@/components/feedback/query-view';
import { Badge } from '@/components/ui/badge/badge';
import { Carousel } from '@/components/ui/carousel/carousel';
import { Picture } from '@/components/ui/picture/picture';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Rating } from '@/components/ui/rating/rating';
import { SectionHeader } from '@/components/ui/section-header/section-header';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { t } from '@/lib/i18n';
import { container, pageTitle } from '@/styles/utils.css';
import { useCategories } from '../api/categories';
import { useBanners } from '../api/promotions';
import type { Store } from '../api/store-structs';
import { useStoreList } from '../api/stores';
import * as styles from './catalog-home.css';

function StoreList({ stores }: { stores: Store[] }) {
  if (stores.length === 0) return <EmptyState icon="store" headingLevel={3} title={t('catalog.noStores')} />;
  return (
    <ul className={styles.stores}>
      {stores.map((store) => (
        <li key={store.id} className={styles.store}>
          <Picture src={store.logo_full_url} alt="" ratio="1 / 1" width={56} height={56} className={styles.logo} />
          <div className={styles.storeBody}>
            <h3 className={styles.storeName}>{store.name}</h3>
            <Rating value={store.avg_rating ?? 0} count={store.rating_count ?? 0} showStars={false} />
            {store.address ? <p className={styles.muted}>{store.address}</p> : null}
            <Badge tone={store.open ? 'brand' : 'neutral'}>{store.open ? t('catalog.home.openNow') : t('catalog.home.closedNow')}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function CatalogHome({ moduleType }: { moduleType: string }) {
  const moduleName = useChosenModuleName();
  const banners = useBanners();
  const categories = useCategories();
  const popular = useStoreList('popular');
  const latest = useStoreList('latest');
  return (
    <div className={container}>
      <h1 className={pageTitle} style={{ paddingBlock: 24 }}>
        {moduleName || moduleType}
      </h1>
      {banners.data && banners.data.banners.length > 0 ? (
        <section className={styles.section} aria-label={t('catalog.home.offers')}>
          <Carousel
            label={t('catalog.home.offers')}
            autoplayDelay={4000}
            speed={800}
            loop
            height="auto"
            twoUpWide
            slides={banners.data.banners.map((banner, index) => ({
              id: String(banner.id),
              content: <Picture src={banner.image_full_url} alt={banner.title} ratio="2 / 1" priority={index === 0} width={600} height={300} className={styles.banner} />,
            }))}
          />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="catalog-categories">
        <SectionHeader id="catalog-categories" title={t('catalog.categories')} />
        <QueryView query={categories} loading={<Skeleton height="96px" />}>
          {(list) => (
            <ul className={styles.categories}>
              {list.map((category) => (
                <li key={category.id} className={styles.category}>
                  <Picture src={category.image_full_url} alt="" ratio="1 / 1" round width={64} height={64} className={styles.categoryImage} />
                  <span>{category.name}</span>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <section className={styles.section} aria-labelledby="catalog-popular">
        <SectionHeader id="catalog-popular" title={t('catalog.popularStores')} />
        <QueryView query={popular} loading={<Skeleton height="160px" />}>
          {(page) => <StoreList stores={page.stores} />}
        </QueryView>
      </section>
      <section className={styles.section} aria-labelledby="catalog-latest">
        <SectionHeader id="catalog-latest" title={t('catalog.latestStores')} />
        <QueryView query={latest} loading={<Skeleton height="160px" />}>
          {(page) => <StoreList stores={page.stores} />}
        </QueryView>
      </section>
    </div>
  );
}
