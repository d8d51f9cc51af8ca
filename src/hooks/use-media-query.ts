import { useBrowserStore } from './use-browser-store';

/** Whether a media query matches, live (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useBrowserStore(
    (listener) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
