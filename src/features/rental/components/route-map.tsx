/**
 * The trip's route on a map (348 px): pickup to destination, trying driving, walking and bicycling routes in
 * turn; when none is found, a single marker at the pickup point.
 */
import { getRoutePoints } from '@/api/routes';
import { MapView } from '@/components/ui/map/map';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import type { TripLocation } from '../cart/model';

export const RENTAL_MAP_HEIGHT = 348;
export const RENTAL_MAP_ZOOM = 10;

export function RouteMap({ pickup, destination }: { pickup: TripLocation; destination: TripLocation | null }) {
  const route = useQuery({
    queryKey: ['routes', 'directions', pickup.lat, pickup.lng, destination?.lat, destination?.lng],
    queryFn: ({ signal }) => getRoutePoints(pickup, destination as TripLocation, signal),
    enabled: destination !== null,
    staleTime: STALE.HOURS.ONE,
    meta: { silent: true },
  });
  const points = route.data ?? null;
  const center = destination ? { lat: (pickup.lat + destination.lat) / 2, lng: (pickup.lng + destination.lng) / 2 } : pickup;
  const markers = [
    { id: 'pickup', label: pickup.location_name, lat: pickup.lat, lng: pickup.lng },
    ...(points && destination ? [{ id: 'destination', label: destination.location_name, lat: destination.lat, lng: destination.lng, tone: 'accent' as const }] : []),
  ];
  return (
    <figure>
      <MapView label={t('rental.routeMap')} center={center} zoom={RENTAL_MAP_ZOOM} height={RENTAL_MAP_HEIGHT} markers={markers} route={points ?? undefined} />
      {destination && route.isFetched && !points ? <figcaption>{t('rental.noRoute')}</figcaption> : null}
    </figure>
  );
}
