/** /track-order, labelled Track Trip for rental. */
import { lazy } from 'react';
import { useSession } from '@/hooks/use-session';

const TrackTrip = lazy(() => import('@/features/rental/trips/track-trip-screen'));
const TrackOrder = lazy(() => import('@/features/orders/screens').then((module) => ({ default: module.TrackOrderScreen })));

export default function Track() {
  const session = useSession();
  return session.module?.module_type === 'rental' ? <TrackTrip /> : <TrackOrder />;
}
