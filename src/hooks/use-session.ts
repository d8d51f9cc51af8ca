import { useBrowserStore } from './use-browser-store';
import { getPublicSession, getSession, subscribeSession, type SessionState } from '@/lib/session';

/**
 * The bootstrap and identity state (zone, module, token, guest id, location, language), live. While a
 * server-rendered page hydrates, the public part only, as the server rendered it (see getPublicSession).
 * A reader of the whole state re-renders on every change, and when the page is taken over (the public view
 * and the whole state differ): a screen that needs a field or two reads them with `useSessionValue`.
 */
export function useSession(): SessionState {
  return useBrowserStore(subscribeSession, getSession, getPublicSession);
}

/** One field of the session, live (as `useSession`): its reader re-renders only when that field changes. */
export function useSessionValue<K extends keyof SessionState>(key: K): SessionState[K] {
  return useBrowserStore(
    subscribeSession,
    () => getSession()[key],
    () => getPublicSession()[key],
  );
}
