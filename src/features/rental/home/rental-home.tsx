/** Rental home: trip search, offers, vehicle categories, top-rated vehicles and popular providers. */
import { QueryView } from '@/components/feedback/query-view';
import { Carousel, TwoUpBannersRoom } from '@/components/ui/carousel/carousel';
import { Link } from '@/components/ui/link/link';
import { Picture } from '@/components/ui/picture/picture';
import { LaterPictures } from '@/components/ui/picture/img';
import { SectionHeader } from '@/components/ui/section-header/section-header';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { lazyAfterLoad } from '@/lib/after-load';
import { t } from '@/lib/i18n';
import { belowTheFold } from '@/styles/layout.css';
import { container } from '@/styles/utils.css';
import { useRentalBanners, useVehicleCategories } from '../api/catalog';
import { LazyTripSearchPanel as TripSearchPanel } from './trip-search-panel-lazy';
import * as styles from './rental-home.css';

/**
 * Top-rated vehicles and popular providers, below the categories (./later-sections.tsx): the server leaves them
 * out of the page, and their code and lists come once the page is quiet, so the takeover hydrates no vehicle
 * card. Their room is kept, so the footer does not come into view and go again.
 */
const LaterSections = lazyAfterLoad(() => import('./later-sections'));

export default function RentalHome() {
  const banners = useRentalBanners();
  const categories = useVehicleCategories();

  return (
    <div className={container}>
      <section className={styles.hero} aria-labelledby="rental-home-title">
        <h1 id="rental-home-title" className={styles.title}>
          {t('rental.homeTitle')}
        </h1>
        <p className={styles.subtitle}>{t('rental.homeSubtitle')}</p>
        <TripSearchPanel />
      </section>

      {banners.data && banners.data.length > 0 ? (
        <section className={styles.section} aria-label={t('rental.banners')}>
          <Carousel
            label={t('rental.banners')}
            autoplayDelay={4000}
            speed={800}
            loop
            height="auto"
            twoUpWide
            slides={banners.data.map((banner, index) => {
              const picture = <Picture src={banner.image_full_url} alt={banner.title} ratio="2 / 1" priority={index === 0} width={600} height={300} className={styles.bannerImage} />;
              return {
                id: String(banner.id),
                content: banner.provider_id ? (
                  <Link href={paths.providerDetails(banner.provider_id)} className={styles.banner}>
                    {picture}
                  </Link>
                ) : (
                  picture
                ),
              };
            })}
          />
        </section>
      ) : banners.isPending ? (
        // The banner's room is kept while it loads, so the sections below do not jump when it arrives.
        <section className={styles.section} aria-hidden="true">
          <TwoUpBannersRoom />
        </section>
      ) : null}

      {/* Past a phone's first screen (the trip search and the banners fill it): pictures wait for the app. */}
      <LaterPictures value>
        <section className={`${styles.section} ${belowTheFold}`} aria-labelledby="rental-categories">
          <SectionHeader id="rental-categories" title={t('rental.categories')} href={paths.rentalSearch()} linkLabel={t('rental.allCategories')} />
          <QueryView query={categories} loading={<Skeleton height="96px" />}>
            {(list) => (
              <ul className={styles.categories}>
                {list.map((category) => (
                  <li key={category.id}>
                    <Link href={paths.rentalSearch({ categoryId: category.id })} className={styles.category}>
                      <Picture src={category.image_full_url} alt="" ratio="1 / 1" round width={64} height={64} className={styles.categoryImage} />
                      <span>{category.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </section>

        <div className={styles.laterRoom}>
          <LaterSections />
        </div>
      </LaterPictures>
    </div>
  );
}
