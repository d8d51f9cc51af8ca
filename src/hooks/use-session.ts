import { useBrowserStore } from './use-browser-store';
import { getPublicSession, getSession, subscribeSession, type SessionState } from '@/lib/session';

/**
 * The bootstrap and identity state (zone, module, token, guest id, location, language), live. While a
 * server-rendered page hydrates, the public part only, as the server rendered it (see getPublicSession).
 */
export function useSession(): SessionState {
  return useBrowserStore(subscribeSession, getSession, getPublicSession);
}
