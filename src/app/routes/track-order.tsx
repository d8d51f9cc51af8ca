/** /track-order, labelled Track Trip for rental. */
import { lazy } from 'react';
import { readGuestContact } from '@/features/guest-contact/storage';
import { useSession } from '@/hooks/use-session';

const TrackTrip = lazy(() => import('@/features/rental/trips/track-trip-screen'));
const TrackOrder = lazy(() => import('@/features/orders/screens').then((module) => ({ default: module.TrackOrderScreen })));

/** The phone number of the guest's contact kept on this device, so the tracking form need not ask again. */
const readKnownPhone = () => readGuestContact().then((contact) => contact.contact_person_number);

export default function Track() {
  const session = useSession();
  return session.module?.module_type === 'rental' ? <TrackTrip /> : <TrackOrder readKnownPhone={readKnownPhone} />;
}
