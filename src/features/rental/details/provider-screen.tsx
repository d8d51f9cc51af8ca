/** /rental/provider-details/{id}: the provider, its offers, vehicles and reviews. */
import { useParams } from 'wouter';
import { Badge } from '@/components/ui/badge/badge';
import { Button } from '@/components/ui/button/button';
import { Carousel, TwoUpBannersRoom } from '@/components/ui/carousel/carousel';
import { Picture } from '@/components/ui/picture/picture';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Rating } from '@/components/ui/rating/rating';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { Tabs } from '@/components/ui/tabs/tabs';
import { isApiError } from '@/lib/api-error';
import { t, tp } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import { errorMessages } from '@/lib/query-client';
import { container } from '@/styles/utils.css';
import { useProviderBanners } from '../api/catalog';
import { useProviderDetails, useProviderReviews } from '../api/providers';
import { providerRating } from '../api/structs';
import { useProviderVehicles } from '../api/vehicles';
import { VehicleCard } from '../components/vehicle-card';
import * as cardStyles from '../components/vehicle-card.css';
import { WishlistHeart } from '@/lib/wishlist/heart';
import { RENTAL_WISHLIST_TOGGLE } from '@/lib/wishlist/rental/toggle-kind';
import { ReviewsList } from './reviews-list';
import { toWireType } from '../trip-params';
import { useTripSearch } from '../trip-search-store';
import * as styles from './details.css';

export default function ProviderScreen() {
  const params = useParams<{ id: string }>();
  const provider = useProviderDetails(params.id);
  const id = provider.data?.id ?? 0;
  const vehicles = useProviderVehicles(id);
  const reviews = useProviderReviews(id);
  const banners = useProviderBanners(id);
  const mode = toWireType(useTripSearch().tripType);

  if (provider.error && !provider.data) {
    const gone = isApiError(provider.error) && provider.error.status === 404;
    return (
      <div className={container}>
        <ErrorState messages={gone ? [t('rental.providerNotFound')] : errorMessages(provider.error)} onRetry={gone ? undefined : () => void provider.refetch()} />
      </div>
    );
  }
  if (!provider.data) return <Skeleton height="320px" />;
  const data = provider.data;
  const rating = providerRating(data);
  const list = (vehicles.data?.pages ?? []).flatMap((page) => page.vehicles);

  return (
    <div className={container} style={{ paddingBlock: 24, display: 'grid', gap: 24 }}>
      {data.cover_photo_full_url ? <Picture src={data.cover_photo_full_url} alt="" ratio="3 / 1" priority width={900} height={300} className={styles.cover} /> : null}
      <div className={styles.providerHeader}>
        {data.logo_full_url ? <Picture src={data.logo_full_url} alt="" ratio="1 / 1" width={80} height={80} className={styles.logo} /> : null}
        <div style={{ flex: 1 }}>
          <h1 className={styles.title}>{data.name}</h1>
          {data.address ? <p className={styles.muted}>{data.address}</p> : null}
          <Rating value={rating.average} count={rating.count} />
          <div className={styles.badges}>
            {data.open !== undefined ? <Badge tone={data.open ? 'brand' : 'neutral'}>{data.open ? t('rental.open') : t('rental.closed')}</Badge> : null}
            {data.total_vehicle_count ? <Badge>{tp('rental.vehiclesCount', data.total_vehicle_count)}</Badge> : null}
            {data.discount && data.discount.discount > 0 ? (
              <Badge tone="critical">
                {t('rental.providerDiscount', { value: data.discount.discount, min: money(data.discount.min_purchase ?? 0), max: money(data.discount.max_discount ?? 0) })}
              </Badge>
            ) : null}
          </div>
        </div>
        <WishlistHeart handlerKind={RENTAL_WISHLIST_TOGGLE} kind="provider" id={data.id} name={data.name} snapshot={data} />
      </div>
      {banners.data && banners.data.length > 0 ? (
        <Carousel
          label={t('rental.providerOffers')}
          autoplayDelay={4000}
          speed={800}
          height="auto"
          twoUpWide
          slides={banners.data.map((banner) => ({
            id: String(banner.id),
            content: <Picture src={banner.image_full_url} alt={banner.title} ratio="2 / 1" width={600} height={300} className={styles.providerBanner} />,
          }))}
        />
      ) : banners.isPending ? (
        // The banners' room is kept while they load, so the vehicles below do not jump when they arrive.
        <TwoUpBannersRoom />
      ) : null}
      <Tabs
        label={data.name}
        tabs={[
          {
            id: 'vehicles',
            label: t('rental.providerVehicles'),
            content:
              vehicles.isPending && !vehicles.data ? (
                <Skeleton height="240px" />
              ) : (
                <>
                  <div className={cardStyles.grid}>
                    {list.map((vehicle) => (
                      <VehicleCard key={vehicle.id} vehicle={vehicle} mode={mode} from="from_search" />
                    ))}
                  </div>
                  {vehicles.hasNextPage ? (
                    <Button variant="secondary" onPress={() => void vehicles.fetchNextPage()} isPending={vehicles.isFetchingNextPage}>
                      {t('rental.loadMore')}
                    </Button>
                  ) : null}
                </>
              ),
          },
          {
            id: 'reviews',
            label: t('rental.providerReviews'),
            content: (
              <ReviewsList pages={reviews.data?.pages} isPending={reviews.isPending} hasNextPage={reviews.hasNextPage} isFetchingNextPage={reviews.isFetchingNextPage} fetchNextPage={reviews.fetchNextPage} />
            ),
          },
        ]}
      />
    </div>
  );
}
