import { useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A store only the browser knows (the session, a media query, the operator's clock), live: on the server and
 * while the browser takes a server-rendered page over, `serverValue()` (what the markup was rendered with);
 * once hydrated, the store's own value. useSyncExternalStore's own server snapshot would do the same, but
 * React settles its difference from the store in one synchronous render of every reader right after
 * hydration; here the switch comes with the hydration state's transition (use-hydrated.ts), in slices the
 * browser can interrupt.
 */
export function useBrowserStore<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T, serverValue: () => T): T {
  const hydrated = useHydrated();
  const value = useSyncExternalStore(subscribe, getSnapshot, typeof window === 'undefined' ? serverValue : getSnapshot);
  return hydrated ? value : serverValue();
}
