/**
 * Keeps the cart screens in step with the local database (live across tabs), refreshes the confirmed cart
 * from the server when the app opens, the customer changes, or the connection returns, and raises the
 * decision dialog when the server refuses a queued change. Guards location changes: a cart whose pickup the
 * new zones do not contain would be emptied by the server's next answer, so the customer is asked first.
 * Renders nothing. Loaded after first paint.
 */
import { useEffect, useRef } from 'react';
import { useSession } from '@/hooks/use-session';
import { getZoneForPoint } from '@/api/zones';
import { onSessionEnd } from '@/lib/auth-events';
import { guardLocationChange } from '@/lib/location-guard';
import { parseZoneIds } from '@/lib/session';
import { liveQuery } from '@/lib/db';
import { getRentalCartState, setRentalCartState, resetRentalCartState } from './cart-state';
import { totalQuantity } from './model';
import { openRentalCartDialog } from './dialog-store';
import { changeOf } from './handlers';
import { ownerOf } from '@/lib/outbox/owner';
import { forgetRentalCart, readRentalCart, refreshRentalCart } from './storage';

export default function RentalCartSync() {
  const session = useSession();
  const owner = ownerOf(session);
  const shownDecisions = useRef(new Set<string>());

  useEffect(() => {
    if (!owner) {
      resetRentalCartState();
      return;
    }
    const subscription = liveQuery(() => readRentalCart(owner)).subscribe({
      next: (snapshot) => {
        setRentalCartState(snapshot);
        const fresh = snapshot.decisions.find((entry) => !shownDecisions.current.has(entry.clientId));
        if (!fresh) return;
        shownDecisions.current.add(fresh.clientId);
        const change = changeOf(fresh);
        if (fresh.problem?.reason === 'provider-conflict' && change.kind === 'rental.add') {
          openRentalCartDialog({ kind: 'provider-conflict', vehicle: change.vehicle, provider: change.provider, trip: change.trip, clientId: fresh.clientId });
        } else if (fresh.problem?.reason === 'trip-type-conflict' && change.kind === 'rental.add' && snapshot.cart.trip) {
          openRentalCartDialog({ kind: 'trip-type-change', from: snapshot.cart.trip.rentalType, to: change.trip.rentalType, trip: change.trip, add: { vehicle: change.vehicle, provider: change.provider }, clientId: fresh.clientId });
        } else if (fresh.problem?.reason === 'instant-only' && change.kind === 'rental.add') {
          openRentalCartDialog({ kind: 'instant-only', vehicle: change.vehicle, provider: change.provider, clientId: fresh.clientId });
        } else if (fresh.problem?.reason === 'trip-type-unsupported' && change.kind === 'rental.updateTrip') {
          const ids = fresh.problem.ids ?? [];
          const vehicleIds = snapshot.cart.lines.filter((line) => line.cartId !== null && ids.includes(line.cartId)).map((line) => line.vehicleId);
          openRentalCartDialog({ kind: 'vehicle-list', vehicleIds, then: [change], clientId: fresh.clientId });
        } else {
          openRentalCartDialog({ kind: 'decision', entry: fresh });
        }
      },
      error: (error: unknown) => console.error('Cart view failed', error),
    });
    return () => subscription.unsubscribe();
  }, [owner]);

  useEffect(() => {
    if (!owner || !session.module || session.module.module_type !== 'rental') return;
    const refresh = () => void refreshRentalCart(session).catch((error: unknown) => console.info('Cart refresh deferred', error));
    refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
    // The session object changes identity on every update; the owner and module are what matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, session.module?.id]);

  useEffect(
    () =>
      guardLocationChange(async (change) => {
        const { cart } = getRentalCartState();
        const pickup = cart.trip?.pickupLocation;
        if (cart.lines.length === 0 || !pickup) return true;
        const pickupZones = await getZoneForPoint(pickup.lat, pickup.lng)
          .then((lookup) => parseZoneIds(lookup.zone_id))
          .catch(() => null);
        if (pickupZones?.some((zone) => change.zoneIds.includes(zone))) return true;
        return new Promise<boolean>((answer) =>
          openRentalCartDialog({ kind: 'location-change', location: change.location, pickup: pickup.location_name, count: totalQuantity(cart), answer }),
        );
      }),
    [],
  );

  useEffect(
    () =>
      onSessionEnd(async () => {
        if (owner) await forgetRentalCart(owner);
        document.cookie = 'cart-list=0; path=/; max-age=0; SameSite=Lax';
      }),
    [owner],
  );

  return null;
}
