/**
 * The trip search: the trip's fields (see trip-fields.tsx) bound to the customer's trip search, and "Find
 * vehicles", which opens the results.
 */
import { operatorNow } from '@/lib/operator-time';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PlainButton } from '@/components/ui/button/plain-button';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { validateSearch, type SearchProblem } from '../trip-params';
import { locationPlace, updateTripSearch, useTripSearch } from '../trip-search-store';
import { TripFields } from './trip-fields';
import * as styles from './trip-search-panel.css';
import * as roomStyles from './trip-search-panel-room.css';

export function TripSearchPanel({ onSearch, compact = false }: { onSearch?: () => void; compact?: boolean }) {
  const search = useTripSearch();
  const session = useSession();
  const [, navigate] = useLocation();
  const [problems, setProblems] = useState<SearchProblem[]>([]);

  useEffect(() => {
    const location = locationPlace(session);
    if (!search.pickup && location) updateTripSearch({ pickup: location });
  }, [search.pickup, session]);

  return (
    <form
      className={compact ? `${styles.panel} ${styles.compact}` : `${styles.panel} ${roomStyles.fillsRoom}`}
      aria-label={t('rental.searchPanel')}
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateSearch(search, operatorNow());
        setProblems(found);
        if (found.length > 0) return;
        onSearch?.();
        navigate(paths.rentalSearch());
      }}
    >
      <TripFields value={search} onChange={updateTripSearch} problems={problems} />
      <PlainButton type="submit" size="lg">
        {t('rental.findVehicles')}
      </PlainButton>
    </form>
  );
}
