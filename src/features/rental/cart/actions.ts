/**
 * What the cart controls do (spec §4 rental transitions): decide from the cart the customer sees, ask with
 * the right dialog when the cart's provider, trip type or duration would change, then record the changes
 * for the outbox. The database code is loaded on first use, not with the page.
 */
import { ensureGuestId } from '@/api/guest';
import { formatInput, parseDateTime } from '@/lib/dates';
import { operatorNow } from '@/lib/operator-time';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { getSession } from '@/lib/session';
import { getCartState } from './cart-state';
import { closeCartDialog, openCartDialog, type CartDialog } from './dialog-store';
import { lineForVehicle, totalQuantity, type CartProvider, type CartVehicle, type RentalChange, type TripData } from './model';
import { linesLackingType, planAdd, planDecrement, planIncrement } from './plan';
import { isScheduledPickup } from '../trip-params';
import { updateTripSearch } from '../trip-search-store';
import { takesScheduledTrips } from './adapters';
import { tripForCart } from './trip-for-cart';

const storage = () => import('./storage');

async function record(changes: RentalChange[]): Promise<boolean> {
  let session = getSession();
  if (!session.token && !session.guestId) {
    await ensureGuestId();
    session = getSession();
  }
  try {
    const { recordChanges } = await storage();
    await recordChanges(session, changes);
    return true;
  } catch (error) {
    console.error('Could not record the cart change', error);
    notify.error(t('common.genericError'));
    return false;
  }
}

function setCartCookie(count: number): void {
  document.cookie = `cart-list=${count}; path=/; max-age=${60 * 60 * 24 * 30}; SameSite=Lax`;
}

async function rememberTrip(trip: TripData): Promise<void> {
  if (!trip.destinationLocation) return;
  const { saveRecentDestination } = await import('../storage');
  await saveRecentDestination({ name: trip.destinationLocation.location_name, lat: trip.destinationLocation.lat, lng: trip.destinationLocation.lng }).catch((error: unknown) =>
    console.warn('Could not keep the destination', error),
  );
}

async function commitAdd(vehicle: CartVehicle, provider: CartProvider, trip: TripData, before: RentalChange[] = []): Promise<void> {
  const added = await record([...before, { kind: 'rental.add', vehicle, provider, trip }]);
  if (!added) return;
  await rememberTrip(trip);
  setCartCookie(totalQuantity(getCartState().cart) + 1);
  notify.success(t('rental.addedToCart'));
  closeCartDialog();
}

/** The "Rent" button. */
export async function rent(vehicle: CartVehicle, provider: CartProvider, trip: TripData): Promise<void> {
  const pickup = parseDateTime(trip.pickupTime);
  if (!takesScheduledTrips(provider) && pickup && isScheduledPickup(pickup, operatorNow())) {
    openCartDialog({ kind: 'instant-only', vehicle, provider });
    return;
  }
  const { cart } = getCartState();
  const plan = planAdd(cart, vehicle, trip);
  switch (plan.type) {
    case 'unavailable':
      notify.error(t('rental.notAvailable'));
      return;
    case 'already-in-cart':
      await increment(vehicle.id);
      return;
    case 'add':
      await commitAdd(vehicle, provider, trip);
      return;
    case 'provider-conflict':
      openCartDialog({ kind: 'provider-conflict', vehicle, provider, trip });
      return;
    case 'trip-type-change':
      openCartDialog({ kind: 'trip-type-change', from: plan.from, to: plan.to, trip, add: { vehicle, provider } });
      return;
    case 'duration-change':
      openCartDialog({ kind: 'duration-change', hours: plan.hours, trip, add: { vehicle, provider } });
      return;
    case 'distance-change':
      openCartDialog({ kind: 'distance-change', km: plan.km, trip, add: { vehicle, provider } });
  }
}

export async function increment(vehicleId: number): Promise<void> {
  const line = lineForVehicle(getCartState().cart, vehicleId);
  if (!line) return;
  const plan = planIncrement(line.quantity, line.vehicle.total_vehicle_count);
  if (plan.type === 'blocked') {
    notify.error(plan.reason === 'max' ? t('rental.maxQuantity', { n: plan.max }) : t('rental.notAvailable'));
    return;
  }
  if (plan.type === 'set') await record([{ kind: 'rental.setQuantity', vehicleId, quantity: plan.quantity }]);
}

export async function decrement(vehicleId: number): Promise<void> {
  const line = lineForVehicle(getCartState().cart, vehicleId);
  if (!line) return;
  const plan = planDecrement(line.quantity, line.vehicle.total_vehicle_count);
  if (plan.type === 'remove') await removeVehicle(vehicleId);
  else if (plan.type === 'set') await record([{ kind: 'rental.setQuantity', vehicleId, quantity: plan.quantity }]);
}

export async function removeVehicle(vehicleId: number): Promise<void> {
  if (await record([{ kind: 'rental.remove', vehicleId }])) {
    setCartCookie(Math.max(0, totalQuantity(getCartState().cart) - 1));
    notify.success(t('rental.removedFromCart'));
  }
  closeCartDialog();
}

/** Trip edit from the cart: a type change that some vehicles do not offer asks to remove them first. */
export async function changeTrip(trip: TripData): Promise<void> {
  const { cart } = getCartState();
  const lacking = cart.trip && cart.trip.rentalType !== trip.rentalType ? linesLackingType(cart, trip.rentalType) : [];
  if (lacking.length > 0) {
    openCartDialog({ kind: 'vehicle-list', vehicleIds: lacking, then: [{ kind: 'rental.updateTrip', trip }] });
    return;
  }
  await record([{ kind: 'rental.updateTrip', trip }]);
}

/** Confirmation of each dialog. */
export async function confirmDialog(dialog: CartDialog): Promise<void> {
  const session = getSession();
  switch (dialog.kind) {
    case 'provider-conflict': {
      const changes: RentalChange[] = [
        { kind: 'rental.clear', precheck: { vehicleId: dialog.vehicle.id, trip: dialog.trip } },
        { kind: 'rental.add', vehicle: dialog.vehicle, provider: dialog.provider, trip: dialog.trip },
      ];
      if (dialog.clientId) {
        const { resolveWith } = await storage();
        await resolveWith(session, dialog.clientId, changes);
        closeCartDialog();
      } else {
        await commitAdd(dialog.vehicle, dialog.provider, dialog.trip, changes.slice(0, 1));
      }
      return;
    }
    case 'trip-type-change': {
      const then: RentalChange[] = [{ kind: 'rental.updateTrip', trip: dialog.trip }];
      if (dialog.add) then.push({ kind: 'rental.add', vehicle: dialog.add.vehicle, provider: dialog.add.provider, trip: dialog.trip });
      const lacking = linesLackingType(getCartState().cart, dialog.to);
      if (lacking.length > 0) {
        openCartDialog({ kind: 'vehicle-list', vehicleIds: lacking, then, clientId: dialog.clientId });
        return;
      }
      await finish(then, dialog.clientId, Boolean(dialog.add));
      return;
    }
    case 'duration-change':
    case 'distance-change': {
      const then: RentalChange[] = [{ kind: 'rental.updateTrip', trip: dialog.trip }];
      if (dialog.add) then.push({ kind: 'rental.add', vehicle: dialog.add.vehicle, provider: dialog.add.provider, trip: dialog.trip });
      await finish(then, undefined, Boolean(dialog.add));
      return;
    }
    case 'vehicle-list':
      await finish([{ kind: 'rental.removeMany', vehicleIds: dialog.vehicleIds }, ...dialog.then], dialog.clientId, dialog.then.some((change) => change.kind === 'rental.add'));
      return;
    case 'remove':
      await removeVehicle(dialog.vehicleId);
      return;
    case 'instant-only': {
      // The provider takes only trips that start now: the trip search becomes "pick up now" and the add goes ahead.
      updateTripSearch({ pickupNow: true, pickupAt: formatInput(operatorNow()) });
      const plan = tripForCart();
      closeCartDialog();
      if ('problem' in plan) {
        notify.warning(t(plan.problem));
        return;
      }
      if (dialog.clientId) {
        const { resolveWith } = await storage();
        await resolveWith(session, dialog.clientId, [{ kind: 'rental.add', vehicle: dialog.vehicle, provider: dialog.provider, trip: plan.trip }]);
        return;
      }
      await rent(dialog.vehicle, dialog.provider, plan.trip);
      return;
    }
    case 'decision': {
      const { retryChange } = await storage();
      await retryChange(dialog.entry.clientId);
      closeCartDialog();
    }
  }
}

async function finish(changes: RentalChange[], clientId: string | undefined, isAdd: boolean): Promise<void> {
  if (clientId) {
    const { resolveWith } = await storage();
    await resolveWith(getSession(), clientId, changes);
    closeCartDialog();
    return;
  }
  const added = await record(changes);
  if (added && isAdd) {
    const add = changes.find((change) => change.kind === 'rental.add');
    if (add && add.kind === 'rental.add') await rememberTrip(add.trip);
    notify.success(t('rental.addedToCart'));
  }
  closeCartDialog();
}

/** "Discard change" on a refused change: the cart falls back to what the server has. */
export async function discardRefused(clientId: string): Promise<void> {
  const { discardChange } = await storage();
  await discardChange(clientId);
  notify.info(t('offline.changeDiscarded'));
  closeCartDialog();
}
