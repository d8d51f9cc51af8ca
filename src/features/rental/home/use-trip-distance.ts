/**
 * Measures the driving distance and time between pickup and destination whenever both are set, and keeps
 * them on the trip search (`distanceMeters`, duration in seconds from the API's "1834s").
 */
import { useEffect } from 'react';
import { getDistance } from '@/api/routes';
import { useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import type { Place } from '../trip-params';
import { updateTripSearch } from '../trip-search-store';

export function useTripDistance(pickup: Place | null, destination: Place | null) {
  const query = useQuery({
    queryKey: ['routes', 'distance', pickup?.lat, pickup?.lng, destination?.lat, destination?.lng],
    queryFn: ({ signal }) => getDistance(pickup as Place, destination as Place, 'DRIVE', signal),
    enabled: pickup !== null && destination !== null,
    staleTime: STALE.HOURS.ONE,
    meta: { silent: true },
  });
  const data = query.data;
  useEffect(() => {
    if (data) updateTripSearch({ distanceMeters: data.distanceMeters, durationSeconds: data.durationSeconds });
  }, [data]);
  return query;
}
