/**
 * /rental/vehicle-search: the searched trip (a row of chips once results are on screen; the whole form while
 * editing or when nothing matches), a name search, filters and the results, loaded page by page.
 */
import { LaterPictures } from '@/components/ui/picture/img';
import { lazyPart } from '@/lib/lazy-part';
import { ClientOnly } from '@/components/client-only';
import { Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Badge } from '@/components/ui/badge/badge';
import { PlainButton } from '@/components/ui/button/plain-button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Icon } from '@/components/ui/icon/icon';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { loadRentalStrings, t, tp } from '@/lib/i18n';
import { errorMessages } from '@/lib/query-client';
import { container } from '@/styles/utils.css';
import { VehicleCard } from '../components/vehicle-card';
import * as cardStyles from '../components/vehicle-card.css';
import { LazyTripSearchPanel as TripSearchPanel } from '../home/trip-search-panel-lazy';
import { useMediaQuery } from '@/hooks/use-media-query';
import { categoryFromQuery, useVehicleSearchScreen } from './use-vehicle-search';
import * as styles from './vehicle-search.css';

// Filters are secondary on a phone (behind a button) and use heavier controls: loaded when shown.
// The filters' strings are the rest of the rental strings, which the page's first screen does not load.
const FiltersPanel = lazyPart('rental:filters-panel', () => import('./filters-panel').then((m) => ({ default: m.FiltersPanel })), loadRentalStrings);
const Drawer = lazyPart('rental:filters-drawer', () => import('@/components/ui/drawer/drawer').then((m) => ({ default: m.Drawer })));
// The trip summary streams in with its room kept (see styles.tripRoom), so nothing moves when it arrives.
const TripChips = lazyPart('rental:trip-chips', () => import('../home/trip-chips').then((m) => ({ default: m.TripChips })));
// The name search's field (react-aria's text field and its hooks) arrives just after the page, in its kept room.
const TextField = lazyPart('rental:search-field', () => import('@/components/ui/text-field/text-field').then((m) => ({ default: m.TextField })));
const OfflineState = lazyPart('rental:offline-state', () => import('@/components/feedback/offline-state').then((m) => ({ default: m.OfflineState })));

export default function VehicleSearchScreen() {
  const search = useSearch();
  const { setSentinel, ...screen } = useVehicleSearchScreen(categoryFromQuery(search));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const wide = useMediaQuery('(min-width: 1024px)');
  const { results } = screen;
  const hasResults = screen.vehicles.length > 0;

  return (
    <div className={container}>
      <div className={styles.layout}>
        {wide ? (
          <aside className={styles.sidebar} aria-label={t('rental.filters')}>
            <Suspense fallback={null}>
              <FiltersPanel filters={screen.filters} onChange={screen.setFilters} priceBounds={screen.priceBounds} />
            </Suspense>
          </aside>
        ) : null}
        <section className={styles.results} aria-labelledby="search-title">
          <h1 id="search-title" className={styles.title}>
            {t('rental.resultsTitle')}
          </h1>
          {editing || (!hasResults && !results.isPending) ? (
            <TripSearchPanel compact onSearch={() => setEditing(false)} />
          ) : (
            <div className={styles.tripRoom}>
              <Suspense fallback={null}>
                <ClientOnly>
                  <TripChips search={screen.trip} onEdit={() => setEditing(true)} />
                </ClientOnly>
              </Suspense>
            </div>
          )}
          <div className={styles.toolbar}>
            <Suspense fallback={<span className={`${styles.nameField} ${styles.nameRoom}`} />}>
              <TextField
                plain
                label={t('rental.searchName')}
                hideLabel
                type="search"
                placeholder={t('rental.searchNamePlaceholder')}
                value={screen.filters.name}
                onChange={(name) => screen.setFilters({ ...screen.filters, name })}
                className={styles.nameField}
              />
            </Suspense>
            <PlainButton variant="secondary" className={styles.filtersButton} onPress={() => setFiltersOpen(true)}>
              <Icon name="filter" />
              {t('rental.filters')}
              {screen.activeCount > 0 ? <Badge tone="solid">{screen.activeCount}</Badge> : null}
            </PlainButton>
          </div>
          {results.data ? (
            <p role="status" className={styles.count}>
              {tp('rental.resultsCount', screen.total)}
            </p>
          ) : null}
          {results.isPending && results.isPaused && !results.data ? (
            <Suspense fallback={null}>
              <OfflineState onRetry={() => void results.refetch()} />
            </Suspense>
          ) : results.isPending && !results.data ? (
            <div className={cardStyles.grid} role="status" aria-label={t('common.loading')}>
              {[1, 2, 3, 4, 5, 6].map((key) => (
                <Skeleton key={key} height="300px" />
              ))}
            </div>
          ) : results.error && !results.data ? (
            <ErrorState messages={errorMessages(results.error)} onRetry={() => void results.refetch()} isRetrying={results.isFetching} />
          ) : !hasResults ? (
            <EmptyState icon="car" title={t('rental.noResults')} body={t('rental.noResultsHint')} />
          ) : (
            <>
              {/* The first two cards fill a phone's first screen (their pictures load first); the others' wait for the app. */}
              <LaterPictures value>
                <div className={screen.refreshing ? `${cardStyles.grid} ${styles.refreshing}` : cardStyles.grid} aria-busy={screen.refreshing || undefined}>
                  {screen.vehicles.map((vehicle, index) => (
                    <VehicleCard key={vehicle.id} vehicle={vehicle} mode={screen.mode} from="from_search" priority={index < 2} />
                  ))}
                </div>
              </LaterPictures>
              <div ref={setSentinel} className={styles.more}>
                {results.hasNextPage ? (
                  <PlainButton variant="secondary" onPress={() => void results.fetchNextPage()} isPending={results.isFetchingNextPage}>
                    {results.isFetchingNextPage ? t('rental.loadingMore') : t('rental.loadMore')}
                  </PlainButton>
                ) : (
                  <p className={styles.end}>{t('rental.endOfResults')}</p>
                )}
              </div>
            </>
          )}
        </section>
      </div>
      {filtersOpen ? (
        <Suspense fallback={null}>
          <Drawer title={t('rental.filters')} isOpen={filtersOpen} onOpenChange={setFiltersOpen} side="start" maxWidth="360px" footer={<PlainButton fullWidth onPress={() => setFiltersOpen(false)}>{t('rental.applyFilters')}</PlainButton>}>
            <FiltersPanel filters={screen.filters} onChange={screen.setFilters} priceBounds={screen.priceBounds} />
          </Drawer>
        </Suspense>
      ) : null}
    </div>
  );
}
