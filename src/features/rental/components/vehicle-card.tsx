/**
 * A vehicle card: photo, name, provider, rating (nothing for a vehicle nobody rated yet), one dense spec line
 * (seats, type, AC, transmission, fuel), discount and New Arrival badges, vehicles available, the price of the
 * searched trip type (or "Start From" the cheapest mode), wishlist heart, quick view and the Rent control.
 * Compact: beside its photo on phones, two per row on tablets.
 */
import { lazy, memo, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { PlainButton } from '@/components/ui/button/plain-button';
import { Icon } from '@/components/ui/icon/icon';
import { Link } from '@/components/ui/link/link';
import { Picture } from '@/components/ui/picture/picture';
import { Price } from '@/components/ui/price/price';
import { Rating } from '@/components/ui/rating/rating';
import { paths } from '@/config/paths';
import { t, tMaybe, tp } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import type { Vehicle } from '../api/structs';
import { toCartProvider, toCartVehicle } from '../cart/adapters';
import { RentControl } from '../cart/components/rent-control';
import { cardPrice, type TripType } from '../pricing';
import { fromWireType } from '../trip-params';
import { WishlistHeart } from '@/lib/wishlist/heart';
import { RENTAL_WISHLIST_TOGGLE } from '@/lib/wishlist/rental/toggle-kind';
import { discountBadge, hasAc, isNewArrival, labelOf } from './vehicle-facts';
import * as styles from './vehicle-card.css';

const QuickView = lazy(() => import('./quick-view'));

/** Vehicle pictures (thumbnail and gallery) are shown in 3:2 slots. */
export const VEHICLE_RATIO = '3 / 2';

export interface VehicleCardProps {
  vehicle: Vehicle;
  from?: string;
  /** The searched trip type: the card shows its price. */
  mode?: TripType;
  /** The card is likely the page's largest first paint (first results), so its photo loads first. */
  priority?: boolean;
}

/**
 * A card re-renders only when its own props change: a tap elsewhere on a screen of results (the trip type, a
 * filter) does not redraw every card in the tap's frame.
 */
export const VehicleCard = memo(function VehicleCard({ vehicle, from, mode, priority = false }: VehicleCardProps) {
  const [quickView, setQuickView] = useState(false);
  const badge = discountBadge(vehicle);
  const price = cardPrice(vehicle, mode);
  const available = vehicle.total_vehicle_count ?? vehicle.total_vehicles ?? 0;
  const label = (kind: 'transmission' | 'fuel' | 'type', value: string | undefined) => {
    const known = labelOf(kind, value);
    return known.key ? t(known.key) : known.text;
  };
  const specs = [tp('rental.seatsCount', Number(vehicle.seating_capacity) || 0), label('type', vehicle.type), hasAc(vehicle) ? t('rental.ac') : t('rental.nonAc'), label('transmission', vehicle.transmission_type), label('fuel', vehicle.fuel_type)].filter(Boolean);
  const rated = (vehicle.total_reviews ?? 0) > 0;
  const titleId = `vehicle-${vehicle.id}-name`;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <Picture src={vehicle.thumbnail_full_url} alt="" ratio={VEHICLE_RATIO} priority={priority} width={300} height={200} />
        <div className={styles.badges}>
          {badge ? <Badge tone="critical">{badge.kind === 'percent' ? t('rental.percentOff', { value: badge.value }) : t('rental.amountOff', { value: money(badge.value) })}</Badge> : null}
          {isNewArrival(vehicle) ? <Badge tone="solid">{t('rental.newArrival')}</Badge> : null}
        </div>
        <span className={styles.heart}>
          <WishlistHeart handlerKind={RENTAL_WISHLIST_TOGGLE} kind="vehicle" id={vehicle.id} name={vehicle.name} snapshot={vehicle} />
        </span>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          <Link href={paths.vehicleDetails(vehicle.id, from)} className={styles.nameLink}>
            {vehicle.name}
          </Link>
        </h3>
        <p className={styles.byline}>
          {vehicle.provider ? <span className={styles.provider}>{vehicle.provider.name}</span> : null}
          {rated ? <Rating value={vehicle.avg_rating ?? 0} count={vehicle.total_reviews ?? 0} showStars={false} size="sm" /> : null}
        </p>
        <p className={styles.specs} aria-label={t('rental.specifications')}>
          <Icon name="seat" size={14} />
          <span className={styles.specText}>{specs.join(' · ')}</span>
        </p>
        <p className={available > 0 ? styles.available : styles.unavailable}>{tp('rental.available', available)}</p>
        <div className={styles.footer}>
          {price ? (
            <span className={styles.price}>
              {price.startFrom ? <span className={styles.startFrom}>{t('rental.startFrom')}</span> : null}
              <span className={styles.amount}>
                <Price amount={price.price} original={price.original > price.price ? price.original : null} />
                <span className={styles.unit}>{tMaybe(`rental.modeUnits.${fromWireType(price.mode)}`, '')}</span>
              </span>
            </span>
          ) : null}
          <span className={styles.actions}>
            <PlainButton variant="ghost" iconOnly aria-label={t('rental.quickView', { name: vehicle.name })} onPress={() => setQuickView(true)}>
              <Icon name="eye" />
            </PlainButton>
            <RentControl vehicle={toCartVehicle(vehicle)} provider={toCartProvider(vehicle)} />
          </span>
        </div>
      </div>
      {quickView ? (
        <Suspense fallback={null}>
          <QuickView vehicle={vehicle} onClose={() => setQuickView(false)} />
        </Suspense>
      ) : null}
    </article>
  );
});
