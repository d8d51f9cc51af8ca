import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates the server's markup, true on every render
 * after: what only the browser knows (the local database, the signed-in header, the service worker) renders
 * once this is true, so the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
