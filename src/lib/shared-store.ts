/**
 * A module-level store that many components of a screen read (the money settings by every price, the
 * wishlist by every heart): one subscription at the app's root passes the value down a context, and each
 * reader takes it from there without a subscription of its own. A listing then mounts without two effects
 * per card for each such store, which a slow phone pays for when the page hydrates. Outside the provider
 * (a component rendered on its own) a reader gets the store's current value.
 */
import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

export interface SharedStore<T> {
  Provider: (props: { children: ReactNode }) => ReactNode;
  useValue: () => T;
}

export function sharedStore<T>(name: string, subscribe: (listener: () => void) => () => void, getSnapshot: () => T): SharedStore<T> {
  const Context = createContext<{ value: T } | null>(null);
  function Provider({ children }: { children: ReactNode }) {
    const value = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
    const held = useMemo(() => ({ value }), [value]);
    return createElement(Context.Provider, { value: held }, children);
  }
  Provider.displayName = `SharedStore(${name})`;
  function useValue(): T {
    const held = useContext(Context);
    return held ? held.value : getSnapshot();
  }
  return { Provider, useValue };
}
