import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * False while the server renders and while the browser hydrates the server's markup, true on every render
 * after: what only the browser knows (the local database, the signed-in header, the service worker) renders
 * once this is true, so the first client render matches the server's HTML. A page the browser renders afresh
 * (no server markup) is hydrated from the start.
 */
const Hydrated = createContext(typeof window !== 'undefined');

export function useHydrated(): boolean {
  return useContext(Hydrated);
}

/**
 * Wraps a hydration (boot.tsx): false for the pass that takes the server's markup over, then true as a
 * transition, so every button, field and browser-only part it wakes re-renders in slices the browser can
 * interrupt instead of one long synchronous render right after hydration.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return createElement(Hydrated.Provider, { value: hydrated }, children);
}
