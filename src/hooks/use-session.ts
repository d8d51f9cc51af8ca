import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionState } from '@/lib/session';

/** The bootstrap and identity state (zone, module, token, guest id, location, language), live. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
