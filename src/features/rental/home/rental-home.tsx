/** Rental home: trip search, offers, vehicle categories, top-rated vehicles and popular providers. */
import { QueryView } from '@/components/feedback/query-view';
import { Carousel, TwoUpBannersRoom } from '@/components/ui/carousel/carousel';
import { Link } from '@/components/ui/link/link';
import { Picture } from '@/components/ui/picture/picture';
import { LaterPictures } from '@/components/ui/picture/img';
import { SectionHeader } from '@/components/ui/section-header/section-header';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { belowTheFold } from '@/styles/layout.css';
import { container } from '@/styles/utils.css';
import { useRentalBanners, useVehicleCategories } from '../api/catalog';
import { useProviders } from '../api/providers';
import { useTopRatedVehicles } from '../api/vehicles';
import { ProviderCard } from '../components/provider-card';
import { VehicleCard } from '../components/vehicle-card';
import * as cardStyles from '../components/vehicle-card.css';
import * as providerStyles from '../components/provider-card.css';
import { LazyTripSearchPanel as TripSearchPanel } from './trip-search-panel-lazy';
import { toWireType } from '../trip-params';
import { useTripSearch } from '../trip-search-store';
import * as styles from './rental-home.css';

export default function RentalHome() {
  const banners = useRentalBanners();
  const categories = useVehicleCategories();
  const topRated = useTopRatedVehicles();
  const providers = useProviders('popular');
  const mode = toWireType(useTripSearch().tripType);

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

        <section className={`${styles.section} ${belowTheFold}`} aria-labelledby="rental-top-rated">
          <SectionHeader id="rental-top-rated" title={t('rental.topRated')} href={paths.rentalSearch()} />
          <QueryView query={topRated} loading={<Skeleton height="320px" />}>
            {(page) => (
              <div className={cardStyles.grid}>
                {page.vehicles.slice(0, 8).map((vehicle) => (
                  <VehicleCard key={vehicle.id} vehicle={vehicle} mode={mode} />
                ))}
              </div>
            )}
          </QueryView>
        </section>

        <section className={`${styles.section} ${belowTheFold}`} aria-labelledby="rental-providers">
          <SectionHeader id="rental-providers" title={t('rental.popularProviders')} href={paths.providerDetails()} linkLabel={t('rental.allProviders')} />
          <QueryView query={providers} loading={<Skeleton height="120px" />}>
            {(list) => (
              <div className={providerStyles.list}>
                {list.slice(0, 6).map((provider) => (
                  <ProviderCard key={provider.id} provider={provider} />
                ))}
              </div>
            )}
          </QueryView>
        </section>
      </LaterPictures>
    </div>
  );
}
