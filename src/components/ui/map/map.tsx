/**
 * Map. The pigeon-maps implementation is a lazy chunk: this module imports pigeon-maps only through
 * `lazy(() => import('./map-impl'))`, so no route pays for it until a map renders. Without tiles (offline,
 * blocked) the map still shows its pin, markers, route line and controls over a plain grid, so picking a
 * point keeps working.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../skeleton/skeleton';
import type { MapViewProps } from './map-types';

export type { LatLngPoint, MapMarker, MapViewProps } from './map-types';

const MapImpl = lazy(() => import('./map-impl'));

export function MapView(props: MapViewProps) {
  return (
    <Suspense fallback={<Skeleton height={`${props.height}px`} />}>
      <MapImpl {...props} />
    </Suspense>
  );
}
