/**
 * A vehicle card: photo, name, provider, rating, seats, type, AC, transmission, fuel, discount and New
 * Arrival badges, vehicles available, "Start From" price, wishlist heart, quick view and the Rent control.
 */
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Link } from '@/components/ui/link/link';
import { Price } from '@/components/ui/price/price';
import { Rating } from '@/components/ui/rating/rating';
import { paths } from '@/config/paths';
import { t, tMaybe, tp } from '@/lib/i18n';
import { money } from '@/lib/money-settings';
import type { Vehicle } from '../api/structs';
import { toCartProvider, toCartVehicle } from '../cart/adapters';
import { RentControl } from '../cart/components/rent-control';
import { startFrom } from '../pricing';
import { fromWireType } from '../trip-params';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import { discountBadge, hasAc, isNewArrival, labelOf } from './vehicle-facts';
import * as styles from './vehicle-card.css';

const QuickView = lazy(() => import('./quick-view'));

/** `priority`: the card is likely the page's largest first paint (first results), so its photo loads first. */
export function VehicleCard({ vehicle, from, priority = false }: { vehicle: Vehicle; from?: string; priority?: boolean }) {
  const [quickView, setQuickView] = useState(false);
  const badge = discountBadge(vehicle);
  const start = startFrom(vehicle);
  const available = vehicle.total_vehicle_count ?? vehicle.total_vehicles ?? 0;
  const transmission = labelOf('transmission', vehicle.transmission_type);
  const fuel = labelOf('fuel', vehicle.fuel_type);
  const type = labelOf('type', vehicle.type);
  const titleId = `vehicle-${vehicle.id}-name`;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <img
          src={vehicle.thumbnail_full_url ?? ''}
          alt=""
          className={styles.image}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={300}
          height={200}
        />
        <div className={styles.badges}>
          {badge ? <Badge tone="critical">{badge.kind === 'percent' ? t('rental.percentOff', { value: badge.value }) : t('rental.amountOff', { value: money(badge.value) })}</Badge> : null}
          {isNewArrival(vehicle) ? <Badge tone="solid">{t('rental.newArrival')}</Badge> : null}
        </div>
        <span className={styles.heart}>
          <WishlistHeart kind="vehicle" id={vehicle.id} name={vehicle.name} snapshot={vehicle} />
        </span>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          <Link href={paths.vehicleDetails(vehicle.id, from)} className={styles.nameLink}>
            {vehicle.name}
          </Link>
        </h3>
        {vehicle.provider ? <p className={styles.provider}>{vehicle.provider.name}</p> : null}
        <Rating value={vehicle.avg_rating ?? 0} count={vehicle.total_reviews ?? 0} showStars={false} />
        <ul className={styles.facts} aria-label={t('rental.specifications')}>
          <li>
            <Icon name="seat" size={16} /> {tp('rental.seatsCount', Number(vehicle.seating_capacity) || 0)}
          </li>
          <li>
            <Icon name="car" size={16} /> {type.key ? t(type.key) : type.text}
          </li>
          <li>
            <Icon name="snowflake" size={16} /> {hasAc(vehicle) ? t('rental.ac') : t('rental.nonAc')}
          </li>
          <li>
            <Icon name="gear" size={16} /> {transmission.key ? t(transmission.key) : transmission.text}
          </li>
          <li>
            <Icon name="fuel" size={16} /> {fuel.key ? t(fuel.key) : fuel.text}
          </li>
        </ul>
        <p className={styles.available}>{tp('rental.available', available)}</p>
        <div className={styles.footer}>
          {start ? (
            <span className={styles.price}>
              <span className={styles.startFrom}>{t('rental.startFrom')}</span>
              <Price amount={start.price} original={start.original > start.price ? start.original : null} />
              <span className={styles.unit}>{tMaybe(`rental.modeUnits.${fromWireType(start.mode)}`, '')}</span>
            </span>
          ) : null}
          <span className={styles.actions}>
            <Button variant="ghost" iconOnly aria-label={t('rental.quickView', { name: vehicle.name })} onPress={() => setQuickView(true)}>
              <Icon name="eye" />
            </Button>
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
}
