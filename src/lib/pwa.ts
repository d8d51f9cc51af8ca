/**
 * The service worker's prompt-style update (its registration, after the first screen, is pwa-register.ts): a
 * new worker waits until the customer accepts, then takes over and the page reloads once, so old and new
 * chunks never mix. The state it reads, and the browser's install offer, are pwa-state.ts (on every page's
 * start); this module loads with the screens and prompts that use it.
 */
import { useBrowserStore } from '@/hooks/use-browser-store';
import type { WorkerMessage } from '../../sw/messages';
import { setPwaState, usePwaState } from './pwa-state';

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

/** The browser's install offer: whether it stands, and taking it (the browser asks the customer). */
export function useInstallOffer() {
  const current = usePwaState();
  return {
    canInstall: current.installEvent !== null,
    install: async () => {
      const event = current.installEvent;
      if (!event) return;
      await event.prompt();
      await event.userChoice;
      setPwaState({ installEvent: null });
    },
  };
}

export function usePwa() {
  const current = usePwaState();
  return {
    needRefresh: current.needRefresh,
    ...useInstallOffer(),
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
    dismissUpdate: () => setPwaState({ needRefresh: false }),
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
