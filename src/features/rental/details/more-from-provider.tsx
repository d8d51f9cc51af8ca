/** A vehicle page's last section: up to four more vehicles of its provider (loaded once the page is quiet). */
import { LaterPictures } from '@/components/ui/picture/img';
import { t } from '@/lib/i18n';
import { useProviderVehicles } from '../api/vehicles';
import { VehicleCard } from '../components/vehicle-card';
import * as cardStyles from '../components/vehicle-card.css';
import type { TripType } from '../pricing';
import * as styles from './details.css';

export default function MoreFromProvider({ providerId, vehicleId, mode }: { providerId: number; vehicleId: number; mode: TripType }) {
  const more = useProviderVehicles(providerId);
  const related = (more.data?.pages ?? []).flatMap((page) => page.vehicles).filter((entry) => entry.id !== vehicleId).slice(0, 4);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="more-from-provider" className={styles.section}>
      <h2 id="more-from-provider" className={styles.sectionTitle}>
        {t('rental.moreFromProvider')}
      </h2>
      <LaterPictures value>
        <div className={cardStyles.grid}>
          {related.map((entry) => (
            <VehicleCard key={entry.id} vehicle={entry} mode={mode} from="from_search" />
          ))}
        </div>
      </LaterPictures>
    </section>
  );
}
