/**
 * Service worker registration (production builds only) with a prompt-style update: a new worker waits until
 * the customer accepts, then takes over and the page reloads once, so old and new chunks never mix.
 * Also captures the browser's install offer for an "Install app" button.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

type UpdateFn = (reload?: boolean) => Promise<void>;

interface PwaState {
  needRefresh: boolean;
  update: UpdateFn | null;
  installEvent: BeforeInstallPromptEvent | null;
}

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let state: PwaState = { needRefresh: false, update: null, installEvent: null };
const listeners = new Set<() => void>();
const set = (patch: Partial<PwaState>) => {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

let started = false;

// The install offer can come at any time after the worker is active; listen from the start.
if (typeof window !== 'undefined' && 'addEventListener' in window) {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ installEvent: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ installEvent: null }));
}

/** Registers the worker once (after the page has loaded, so it never competes with first paint). */
export async function startServiceWorker(): Promise<void> {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => set({ needRefresh: true }),
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });
  set({ update });
}

export function usePwa() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return {
    needRefresh: current.needRefresh,
    canInstall: current.installEvent !== null,
    applyUpdate: () => {
      // Reload once the new worker takes control. The registration helper only reloads when the page was
      // already controlled at registration, which is not so on a first visit that meets an update.
      navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      void current.update?.(true);
    },
    dismissUpdate: () => set({ needRefresh: false }),
    install: async () => {
      const event = current.installEvent;
      if (!event) return;
      await event.prompt();
      await event.userChoice;
      set({ installEvent: null });
    },
  };
}

/** Whether the browser currently reports a connection. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/** Asks the browser to keep this origin's storage (cart, outbox) under pressure; asked once. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    if (localStorage.getItem('rw-persist-asked') === '1') return false;
    localStorage.setItem('rw-persist-asked', '1');
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
