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
 * The same moment as a store, for readers that must not re-render just because it came (useBrowserStore: a
 * reader re-renders only when its own value differs between the server's view and the browser's).
 */
let hydratedNow = typeof window !== 'undefined';
const hydrationListeners = new Set<() => void>();

export function isHydratedNow(): boolean {
  return hydratedNow;
}

export function subscribeHydration(listener: () => void): () => void {
  hydrationListeners.add(listener);
  return () => hydrationListeners.delete(listener);
}

function setHydratedNow(value: boolean): void {
  if (hydratedNow === value) return;
  hydratedNow = value;
  for (const listener of hydrationListeners) listener();
}

/**
 * Wraps a hydration (boot.tsx): false for the pass that takes the server's markup over, then true. The parts
 * that wait for it (`useHydrated`: ClientOnly, AfterLoad) come as a transition, in slices the browser can
 * interrupt; a store read through useBrowserStore re-renders only where its value differs from the server's.
 * `onTakenOver` runs once the page's frame is hydrated (its screens' own parts may follow in passes of their
 * own). Buttons and fields read neither flag, so they do not re-render.
 */
export function HydrationBoundary({ children, onTakenOver }: { children: ReactNode; onTakenOver?: () => void }) {
  const [hydrated, setHydrated] = useState(() => {
    setHydratedNow(false);
    return false;
  });
  useEffect(() => {
    onTakenOver?.();
    setHydratedNow(true);
    startTransition(() => setHydrated(true));
    // Once, for the hydration this boundary wraps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return createElement(Hydrated.Provider, { value: hydrated }, children);
}
