/**
 * What the cart controls do (spec §4 rental transitions): decide from the cart the customer sees, ask with
 * the right dialog when the cart's provider, trip type or duration would change, then record the changes
 * for the outbox. The database code is loaded on first use, not with the page.
 *
 * Messages tell what happened, never more: "added to your cart" once the server kept the vehicle; "saved on
 * this device" while the change waits for a connection; nothing when the server refused it, because the
 * decision dialog then says what was not kept and why (the change stays until the customer decides).
 */
import { formatInput, parseDateTime } from '@/lib/dates';
import { operatorNow } from '@/lib/operator-time';
import { loadRentalStrings, t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { ownerOf } from '@/lib/outbox/owner';
import { cartRecorder } from '@/lib/outbox/record';
import { getSession } from '@/lib/session';
import { getRentalCartState } from './cart-state';
import { closeRentalCartDialog, openRentalCartDialog, type RentalCartDialog } from './dialog-store';
import { lineForVehicle, totalQuantity, type CartProvider, type CartVehicle, type RentalCartState, type RentalChange, type TripData } from './model';
import { linesLackingType, planAdd, planDecrement, planIncrement } from './plan';
import { isScheduledPickup } from '../trip-params';
import { updateTripSearch } from '../trip-search-store';
import { takesScheduledTrips } from './adapters';
import { tripForCart } from './trip-for-cart';

const storage = () => import('./storage');
const { record, outcomeOf } = cartRecorder<RentalChange>(() => storage().then((module) => ({ record: module.recordRentalChanges, entryOutcome: module.entryOutcome })));

/**
 * The cart the customer has: as shown, or read from the local database while the screens' view of it has
 * not loaded yet (a press right after the page opened must not mistake a full cart for an empty one).
 */
async function currentCart(): Promise<RentalCartState> {
  const shown = getRentalCartState();
  if (shown.ready) return shown.cart;
  const owner = ownerOf(getSession());
  return owner ? (await (await storage()).readRentalCart(owner)).cart : shown.cart;
}

/** The message for an add, once its fate is known. */
async function announceAdd(clientId: string | undefined, vehicle: CartVehicle, trip: TripData): Promise<void> {
  const outcome = await outcomeOf(clientId);
  if (outcome === 'refused') return;
  await rememberTrip(trip);
  setCartCookie(totalQuantity(getRentalCartState().cart));
  await loadRentalStrings();
  if (outcome === 'done') notify.success(t('rental.addedToCart'));
  else notify.info(t('rental.addQueued', { name: vehicle.name }));
  closeRentalCartDialog();
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
  const ids = await record([...before, { kind: 'rental.add', vehicle, provider, trip }]);
  if (ids) await announceAdd(ids[ids.length - 1], vehicle, trip);
}

/** The "Rent" button. */
export async function rent(vehicle: CartVehicle, provider: CartProvider, trip: TripData): Promise<void> {
  const pickup = parseDateTime(trip.pickupTime);
  if (!takesScheduledTrips(provider) && pickup && isScheduledPickup(pickup, operatorNow())) {
    openRentalCartDialog({ kind: 'instant-only', vehicle, provider });
    return;
  }
  const plan = planAdd(await currentCart(), vehicle, trip);
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
      openRentalCartDialog({ kind: 'provider-conflict', vehicle, provider, trip });
      return;
    case 'trip-type-change':
      openRentalCartDialog({ kind: 'trip-type-change', from: plan.from, to: plan.to, trip, add: { vehicle, provider } });
      return;
    case 'duration-change':
      openRentalCartDialog({ kind: 'duration-change', hours: plan.hours, trip, add: { vehicle, provider } });
      return;
    case 'distance-change':
      openRentalCartDialog({ kind: 'distance-change', km: plan.km, trip, add: { vehicle, provider } });
  }
}

export async function increment(vehicleId: number): Promise<void> {
  const line = lineForVehicle(getRentalCartState().cart, vehicleId);
  if (!line) return;
  const plan = planIncrement(line.quantity, line.vehicle.total_vehicle_count);
  if (plan.type === 'blocked') {
    await loadRentalStrings();
    notify.error(plan.reason === 'max' ? t('rental.maxQuantity', { n: plan.max }) : t('rental.notAvailable'));
    return;
  }
  if (plan.type === 'set') await record([{ kind: 'rental.setQuantity', vehicleId, quantity: plan.quantity }]);
}

export async function decrement(vehicleId: number): Promise<void> {
  const line = lineForVehicle(getRentalCartState().cart, vehicleId);
  if (!line) return;
  const plan = planDecrement(line.quantity, line.vehicle.total_vehicle_count);
  if (plan.type === 'remove') await removeVehicle(vehicleId);
  else if (plan.type === 'set') await record([{ kind: 'rental.setQuantity', vehicleId, quantity: plan.quantity }]);
}

export async function removeVehicle(vehicleId: number): Promise<void> {
  const name = lineForVehicle(getRentalCartState().cart, vehicleId)?.vehicle.name ?? '';
  const ids = await record([{ kind: 'rental.remove', vehicleId }]);
  closeRentalCartDialog();
  if (!ids) return;
  const outcome = await outcomeOf(ids[0]);
  setCartCookie(totalQuantity(getRentalCartState().cart));
  await loadRentalStrings();
  if (outcome === 'done') notify.success(t('rental.removedFromCart'));
  else if (outcome === 'waiting') notify.info(t('rental.removeQueued', { name }));
}

/** Trip edit from the cart: a type change that some vehicles do not offer asks to remove them first. */
export async function changeTrip(trip: TripData): Promise<void> {
  const { cart } = getRentalCartState();
  const lacking = cart.trip && cart.trip.rentalType !== trip.rentalType ? linesLackingType(cart, trip.rentalType) : [];
  if (lacking.length > 0) {
    openRentalCartDialog({ kind: 'vehicle-list', vehicleIds: lacking, then: [{ kind: 'rental.updateTrip', trip }] });
    return;
  }
  await record([{ kind: 'rental.updateTrip', trip }]);
}

/** Confirmation of each dialog. */
export async function confirmRentalDialog(dialog: RentalCartDialog): Promise<void> {
  const session = getSession();
  switch (dialog.kind) {
    case 'provider-conflict': {
      const changes: RentalChange[] = [
        { kind: 'rental.clear', precheck: { vehicleId: dialog.vehicle.id, trip: dialog.trip } },
        { kind: 'rental.add', vehicle: dialog.vehicle, provider: dialog.provider, trip: dialog.trip },
      ];
      if (dialog.clientId) {
        const { resolveRentalChange } = await storage();
        await resolveRentalChange(session, dialog.clientId, changes);
        closeRentalCartDialog();
      } else {
        await commitAdd(dialog.vehicle, dialog.provider, dialog.trip, changes.slice(0, 1));
      }
      return;
    }
    case 'trip-type-change': {
      const then: RentalChange[] = [{ kind: 'rental.updateTrip', trip: dialog.trip }];
      if (dialog.add) then.push({ kind: 'rental.add', vehicle: dialog.add.vehicle, provider: dialog.add.provider, trip: dialog.trip });
      const lacking = linesLackingType(getRentalCartState().cart, dialog.to);
      if (lacking.length > 0) {
        openRentalCartDialog({ kind: 'vehicle-list', vehicleIds: lacking, then, clientId: dialog.clientId });
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
      closeRentalCartDialog();
      if ('problem' in plan) {
        notify.warning(t(plan.problem));
        return;
      }
      if (dialog.clientId) {
        const { resolveRentalChange } = await storage();
        await resolveRentalChange(session, dialog.clientId, [{ kind: 'rental.add', vehicle: dialog.vehicle, provider: dialog.provider, trip: plan.trip }]);
        return;
      }
      await rent(dialog.vehicle, dialog.provider, plan.trip);
      return;
    }
    case 'location-change': {
      // The customer moves elsewhere: the cart (whose pickup the new zones do not serve) is emptied first.
      await record([{ kind: 'rental.clear' }]);
      closeRentalCartDialog();
      await loadRentalStrings();
      notify.info(t('rental.cartClearedForLocation'));
      dialog.answer(true);
      return;
    }
    case 'decision': {
      const { retryRentalChange } = await storage();
      await retryRentalChange(dialog.entry.clientId);
      closeRentalCartDialog();
    }
  }
}

async function finish(changes: RentalChange[], clientId: string | undefined, isAdd: boolean): Promise<void> {
  if (clientId) {
    const { resolveRentalChange } = await storage();
    await resolveRentalChange(getSession(), clientId, changes);
    closeRentalCartDialog();
    return;
  }
  const ids = await record(changes);
  const index = changes.findIndex((change) => change.kind === 'rental.add');
  const add = changes[index];
  if (ids && isAdd && add?.kind === 'rental.add') {
    await announceAdd(ids[index], add.vehicle, add.trip);
    return;
  }
  closeRentalCartDialog();
}

/** "Discard change" on a refused change: the cart falls back to what the server has. */
export async function discardRefused(clientId: string): Promise<void> {
  const { discardRentalChange } = await storage();
  await discardRentalChange(clientId);
  notify.info(t('offline.changeDiscarded'));
  closeRentalCartDialog();
}
