import { useCallback, useSyncExternalStore } from 'react';
import { isHydratedNow, subscribeHydration } from './use-hydrated';

/**
 * A store only the browser knows (the session, a media query, the operator's clock), live: on the server and
 * while the browser takes a server-rendered page over, `serverValue()` (what the markup was rendered with);
 * once hydrated, the store's own value. Only readers whose value differs between the two re-render when the
 * page is taken over (a reader of the hydration context would re-render whatever it reads): keep values small
 * (a field rather than a whole object) so that most readers see no change.
 */
export function useBrowserStore<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T, serverValue: () => T): T {
  const subscribeBoth = useCallback(
    (listener: () => void) => {
      const leaveStore = subscribe(listener);
      const leaveHydration = subscribeHydration(listener);
      return () => {
        leaveStore();
        leaveHydration();
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(subscribeBoth, () => (isHydratedNow() ? getSnapshot() : serverValue()), serverValue);
}
