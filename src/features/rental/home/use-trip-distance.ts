/**
 * Measures the driving distance and time between pickup and destination whenever both are set (duration in
 * seconds from the API's "1834s"). The caller keeps the result on its trip (`distanceMeters`, `durationSeconds`).
 */
import { getDistance } from '@/api/routes';
import { useQuery } from '@/lib/query';
import { STALE } from '@/lib/query-client';
import type { Place } from '../trip-params';

export function useTripDistance(pickup: Place | null, destination: Place | null) {
  return useQuery({
    queryKey: ['routes', 'distance', pickup?.lat, pickup?.lng, destination?.lat, destination?.lng],
    queryFn: ({ signal }) => getDistance(pickup as Place, destination as Place, 'DRIVE', signal),
    enabled: pickup !== null && destination !== null,
    staleTime: STALE.HOURS.ONE,
    meta: { silent: true },
  });
}
