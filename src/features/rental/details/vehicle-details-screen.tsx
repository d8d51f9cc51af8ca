/**
 * /rental/vehicle-details/{id}: photos, provider, name, badges, the booking panel (the searched trip, this
 * vehicle's total for it, Rent), the price strip, specs, description and reviews, and more from the provider.
 * Availability is counted for the searched pickup time. The reviews and more from the provider come once the
 * page is quiet.
 */
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Link } from '@/components/ui/link/link';
import { Rating } from '@/components/ui/rating/rating';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { lazyAfterLoad } from '@/lib/after-load';
import { isApiError } from '@/lib/api-error';
import { plainText } from '@/lib/format';
import { t, tp } from '@/lib/i18n';
import { formatWire, parseDateTime } from '@/lib/dates';
import { OfflineState } from '@/components/feedback/offline-state';
import { errorMessages } from '@/lib/query-client';
import { container } from '@/styles/utils.css';
import { useVehicleDetails } from '../api/vehicles';
import { PriceStrip } from '../components/price-strip';
import { SpecChips } from '../components/spec-chips';
import { VehicleGallery } from '../components/vehicle-gallery';
import { discountBadge, isNewArrival } from '../components/vehicle-facts';
import { toWireType } from '../trip-params';
import { useTripSearch } from '../trip-search-store';
import { WishlistHeart } from '@/lib/wishlist/heart';
import { RENTAL_WISHLIST_TOGGLE } from '@/lib/wishlist/rental/toggle-kind';
import { Badge } from '@/components/ui/badge/badge';
import { money } from '@/lib/money-settings';
import { RentPanel } from './rent-panel';
import * as styles from './details.css';

/**
 * Below the description, the reviews; at the page's end, more from the provider: both, with their code, come
 * once the page is quiet (the server leaves the reviews' room empty under their heading).
 */
const VehicleReviews = lazyAfterLoad(() => import('./vehicle-reviews'));
const MoreFromProvider = lazyAfterLoad(() => import('./more-from-provider'));

/** One of the page's sections, named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function VehicleDetailsScreen() {
  const params = useParams<{ id: string }>();
  const trip = useTripSearch();
  const pickupAt = parseDateTime(trip.pickupAt);
  const vehicle = useVehicleDetails(params.id, trip.pickupNow ? { pickupNow: true } : { date: pickupAt ? formatWire(pickupAt) : undefined });

  if (vehicle.error && !vehicle.data) {
    const gone = isApiError(vehicle.error) && vehicle.error.status === 404;
    return (
      <div className={container}>
        <ErrorState messages={gone ? [t('rental.vehicleNotFound')] : errorMessages(vehicle.error)} onRetry={gone ? undefined : () => void vehicle.refetch()} />
      </div>
    );
  }
  if (!vehicle.data && vehicle.isPaused) {
    return (
      <div className={container}>
        <OfflineState onRetry={() => void vehicle.refetch()} />
      </div>
    );
  }
  if (!vehicle.data) {
    return (
      <div className={container} role="status" aria-label={t('common.loading')}>
        <Skeleton height="320px" />
      </div>
    );
  }
  const data = vehicle.data;
  const badge = discountBadge(data);

  return (
    <div className={container}>
      <div className={styles.layout}>
        <div className={styles.top}>
          <VehicleGallery vehicle={data} />
          <div className={styles.headline}>
            <div>
              {data.provider ? (
                <Link href={paths.providerDetails(data.provider.id)} className={styles.provider}>
                  {data.provider.name}
                </Link>
              ) : null}
              <h1 className={styles.title}>{data.name}</h1>
              {(data.total_reviews ?? 0) > 0 ? <Rating value={data.avg_rating ?? 0} count={data.total_reviews ?? 0} /> : <p className={styles.muted}>{t('rental.noReviews')}</p>}
            </div>
            <WishlistHeart handlerKind={RENTAL_WISHLIST_TOGGLE} kind="vehicle" id={data.id} name={data.name} snapshot={data} />
          </div>
          <div className={styles.badges}>
            {badge ? <Badge tone="critical">{badge.kind === 'percent' ? t('rental.percentOff', { value: badge.value }) : t('rental.amountOff', { value: money(badge.value) })}</Badge> : null}
            {isNewArrival(data) ? <Badge tone="solid">{t('rental.newArrival')}</Badge> : null}
            <Badge tone="brand">{tp('rental.available', data.total_vehicle_count ?? data.total_vehicles ?? 0)}</Badge>
          </div>
        </div>
        <aside className={styles.aside} aria-label={t('rental.tripDetails')}>
          <RentPanel vehicle={data} />
        </aside>
        <div className={styles.main}>
          <Section id="vehicle-prices" title={t('rental.prices')}>
            <PriceStrip vehicle={data} />
          </Section>
          <Section id="vehicle-specs" title={t('rental.specifications')}>
            <SpecChips vehicle={data} />
          </Section>
          <Section id="vehicle-description" title={t('rental.description')}>
            <p className={styles.description}>{plainText(data.description)}</p>
          </Section>
          <Section id="vehicle-reviews" title={t('rental.reviews')}>
            <div className={styles.reviewsRoom}>
              <VehicleReviews vehicleId={data.id} />
            </div>
          </Section>
        </div>
      </div>
      {data.provider_id ? <MoreFromProvider providerId={data.provider_id} vehicleId={data.id} mode={toWireType(trip.tripType)} /> : null}
    </div>
  );
}
