/** A provider card: logo, name, rating, address, open state, vehicles count, wishlist heart. */
import { Badge } from '@/components/ui/badge/badge';
import { Link } from '@/components/ui/link/link';
import { Picture } from '@/components/ui/picture/picture';
import { Rating } from '@/components/ui/rating/rating';
import { paths } from '@/config/paths';
import { t, tp } from '@/lib/i18n';
import { providerRating, type Provider } from '../api/structs';
import { WishlistHeart } from '@/lib/wishlist/heart';
import { RENTAL_WISHLIST_TOGGLE } from '@/lib/wishlist/rental/toggle-kind';
import * as styles from './provider-card.css';

export function ProviderCard({ provider }: { provider: Provider }) {
  const rating = providerRating(provider);
  const titleId = `provider-${provider.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Picture src={provider.logo_full_url} alt="" ratio="1 / 1" width={64} height={64} className={styles.logo} />
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          <Link href={paths.providerDetails(provider.id)} className={styles.link}>
            {provider.name}
          </Link>
        </h3>
        <Rating value={rating.average} count={rating.count} showStars={false} />
        {provider.address ? <p className={styles.address}>{provider.address}</p> : null}
        <div className={styles.meta}>
          {provider.open !== undefined ? <Badge tone={provider.open ? 'brand' : 'neutral'}>{provider.open ? t('rental.open') : t('rental.closed')}</Badge> : null}
          {provider.vehicles_count ? <Badge>{tp('rental.vehiclesCount', provider.vehicles_count)}</Badge> : null}
        </div>
      </div>
      <WishlistHeart handlerKind={RENTAL_WISHLIST_TOGGLE} kind="provider" id={provider.id} name={provider.name} snapshot={provider} />
    </article>
  );
}
