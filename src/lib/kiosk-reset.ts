/**
 * Kiosk deployments (runtime config `kioskIdleMinutes` > 0): after that long without interaction the device is
 * handed to the next customer. The session ends (token, per-customer mirrors), everything the last customer
 * typed or queued on this device is cleared (guest contact and addresses, recent destinations, cart mirrors,
 * the outbox, the wishlist mirror, parcel drafts), the guest id is dropped so the next customer gets a fresh one, and the app
 * reopens on /home. The operator's zone, module and language stay: they belong to the kiosk, not the customer.
 */
import { endSession } from './auth-events';
import { getDb } from './db';
import { updateSession } from './session';

export async function resetKioskSession(reopen: (path: string) => void = (path) => window.location.assign(path)): Promise<void> {
  await endSession('kiosk');
  const db = getDb();
  await Promise.allSettled(
    [db.guestContact, db.guestAddresses, db.recentDestinations, db.cartSnapshots, db.outbox, db.wishlist, db.parcelDrafts].map((table) => table.clear()),
  );
  updateSession({ guestId: null });
  reopen('/home');
}
