/** The rental home's sections below the categories, loaded once the page is quiet (rental-home.tsx). */
import { QueryView } from '@/components/feedback/query-view';
import { SectionHeader } from '@/components/ui/section-header/section-header';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { useShownInTurns } from '@/hooks/use-in-turns';
import { t } from '@/lib/i18n';
import { belowTheFold } from '@/styles/layout.css';
import { useProviders } from '../api/providers';
import type { Vehicle } from '../api/structs';
import { useTopRatedVehicles } from '../api/vehicles';
import { ProviderCard } from '../components/provider-card';
import { VehicleCard } from '../components/vehicle-card';
import * as cardStyles from '../components/vehicle-card.css';
import * as providerStyles from '../components/provider-card.css';
import type { TripType } from '../pricing';
import { toWireType } from '../trip-params';
import { useTripSearch } from '../trip-search-store';
import * as styles from './rental-home.css';

/** Top-rated vehicles, four cards a turn. */
function TopRatedCards({ vehicles, mode }: { vehicles: readonly Vehicle[]; mode: TripType }) {
  const shown = useShownInTurns(vehicles.length, 4);
  return (
    <div className={cardStyles.grid}>
      {vehicles.slice(0, shown).map((vehicle) => (
        <VehicleCard key={vehicle.id} vehicle={vehicle} mode={mode} />
      ))}
    </div>
  );
}

export default function LaterSections() {
  const topRated = useTopRatedVehicles();
  const providers = useProviders('popular');
  const mode = toWireType(useTripSearch().tripType);
  return (
    <>
      <section className={`${styles.section} ${belowTheFold}`} aria-labelledby="rental-top-rated">
        <SectionHeader id="rental-top-rated" title={t('rental.topRated')} href={paths.rentalSearch()} />
        <QueryView query={topRated} loading={<Skeleton height="320px" />}>
          {(page) => <TopRatedCards vehicles={page.vehicles.slice(0, 8)} mode={mode} />}
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
    </>
  );
}

