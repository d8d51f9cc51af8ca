/**
 * The service worker's prompt-style update (its registration, after the first screen, is pwa-register.ts): a
 * new worker waits until the customer accepts, then takes over and the page reloads once, so old and new
 * chunks never mix. Also captures the browser's install offer for an "Install app" button.
 */
import { useBrowserStore } from '@/hooks/use-browser-store';
import type { WorkerMessage } from '../../sw/messages';

interface PwaState {
  needRefresh: boolean;
  installEvent: BeforeInstallPromptEvent | null;
}

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let state: PwaState = { needRefresh: false, installEvent: null };
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
// The server renders no update prompt and no install offer; an offer that came before the page was taken over shows after.
const serverState: PwaState = { needRefresh: false, installEvent: null };
const serverSnapshot = () => serverState;

// The install offer can come at any time after the worker is active; listen from the start.
if (typeof window !== 'undefined' && 'addEventListener' in window) {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ installEvent: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ installEvent: null }));
}

/** A new version waits: the update prompt shows (the registration, pwa-register.ts, calls this). */
export const offerUpdate = () => set({ needRefresh: true });

const TAKE_OVER_RETRY_MS = 1500;
const TAKE_OVER_ATTEMPTS = 2;
const RELOAD_ANYWAY_MS = 4000;

/**
 * Tells the waiting worker to take over (it then activates and the page reloads on `controllerchange`).
 * Chromium can drop a message posted while it is restarting an idle waiting worker, so the request is
 * repeated once.
 */
async function askWaitingWorkerToTakeOver(attempt = 1): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) return;
  const message: WorkerMessage = { type: 'SKIP_WAITING' };
  waiting.postMessage(message);
  if (attempt < TAKE_OVER_ATTEMPTS) setTimeout(() => void askWaitingWorkerToTakeOver(attempt + 1), TAKE_OVER_RETRY_MS);
}

const RELOAD_AGAIN_MS = 5000;

let reloading = false;
/**
 * Reloads the page once, and again while the page is still here: Chromium can lose a navigation that starts
 * while the outgoing worker is being replaced (the reload below that does not wait for the takeover), and the
 * page would then stay on the old version for good. A reload started again reaches the new worker.
 */
const reloadIntoNewVersion = () => {
  if (reloading) return;
  reloading = true;
  const reload = () => {
    window.location.reload();
    setTimeout(reload, RELOAD_AGAIN_MS);
  };
  reload();
};

export function usePwa() {
  const current = useBrowserStore(subscribe, snapshot, serverSnapshot);
  return {
    needRefresh: current.needRefresh,
    canInstall: current.installEvent !== null,
    applyUpdate: () => {
      // Reload once the new worker takes control. The registration helper only reloads when the page was
      // already controlled at registration, which is not so on a first visit that meets an update.
      navigator.serviceWorker?.addEventListener('controllerchange', reloadIntoNewVersion, { once: true });
      void askWaitingWorkerToTakeOver();
      // Chromium holds the new worker back while the old one answers a request, and a request that reaches
      // the old worker just as it is being replaced (pictures coming into view as the customer taps Reload)
      // keeps it back for good; a navigation completes the takeover, so the page reloads anyway.
      setTimeout(reloadIntoNewVersion, RELOAD_ANYWAY_MS);
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

function subscribeConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;
const onlineOnServer = () => true;

/** Whether the browser currently reports a connection (online while a server-rendered page is taken over). */
export function useOnline(): boolean {
  return useBrowserStore(subscribeConnection, isOnline, onlineOnServer);
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
