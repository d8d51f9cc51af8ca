/**
 * Guest identity: `POST /api/v1/auth/guest/request` gives a customer who is not signed in a guest id for
 * carts and trips, requested once and stored under `guest_id`. Offline, callers retry when back online.
 */
import { apiRequest } from '@/lib/api-client';
import { getSession, updateSession } from '@/lib/session';
import { looseId, type } from '@/lib/struct';

const GuestStruct = type({ guest_id: looseId });

export async function requestGuestId(signal?: AbortSignal): Promise<string> {
  const data = await apiRequest('/api/v1/auth/guest/request', { method: 'POST', struct: GuestStruct, signal });
  return String(data.guest_id);
}

let inFlight: Promise<string | null> | null = null;

/** The guest id, requested if missing (and only once at a time); null when offline or signed in. */
export function ensureGuestId(): Promise<string | null> {
  const session = getSession();
  if (session.token !== null || session.guestId !== null) return Promise.resolve(session.guestId);
  inFlight ??= requestGuestId()
    .then((guestId) => {
      updateSession({ guestId });
      return guestId;
    })
    .catch((error: unknown) => {
      console.info('Guest id not available yet', error);
      return null;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
