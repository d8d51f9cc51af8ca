import { useCallback } from 'react';
import { useBrowserStore } from './use-browser-store';

/** Whether a media query matches, live (false where matchMedia is missing, on the server and while hydrating). */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  return useBrowserStore(subscribe, () => globalThis.matchMedia?.(query).matches ?? false, () => false);
}
