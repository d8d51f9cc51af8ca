/**
 * Session end, announced once for everyone who keeps per-customer data (wishlist and cart mirrors, the
 * user query). `endSession` clears the token; listeners clear their own state.
 */
import { updateSession } from './session';

export type SessionEndReason = 'logout' | 'expired' | 'deleted' | 'kiosk';
type Listener = (reason: SessionEndReason) => void | Promise<void>;

const listeners = new Set<Listener>();

export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function endSession(reason: SessionEndReason): Promise<void> {
  updateSession({ token: null });
  await Promise.allSettled([...listeners].map(async (listener) => listener(reason)));
}
