/**
 * Map. The pigeon-maps implementation is a lazy chunk. Without tiles (offline, blocked) it still shows its
 * pin, route line and controls over a plain background, so picking a point keeps working.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../skeleton/skeleton';
import type { MapViewProps } from './map-types';

const MapImpl = lazy(() => import('./map-impl'));

export function MapView(props: MapViewProps) {
  return (
    <Suspense fallback={<Skeleton height={`${props.height}px`} />}>
      <MapImpl {...props} />
    </Suspense>
  );
}
