/**
 * What the app knows of its worker and installation, on every page's start: whether a new version waits (the
 * registration, pwa-register.ts, says so through `offerUpdate`), and the browser's install offer, listened for
 * from the start since it can come at any time, for the header's "Install app". Taking an update (the worker's
 * takeover and the reload) or the offer is pwa.ts, loaded with the prompt and button that offer them.
 */
import { useBrowserStore } from '@/hooks/use-browser-store';

export interface PwaState {
  needRefresh: boolean;
  installEvent: BeforeInstallPromptEvent | null;
}

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let state: PwaState = { needRefresh: false, installEvent: null };
const listeners = new Set<() => void>();
export const setPwaState = (patch: Partial<PwaState>) => {
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
    setPwaState({ installEvent: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setPwaState({ installEvent: null }));
}

/** A new version waits: the update prompt shows (the registration, pwa-register.ts, calls this). */
export const offerUpdate = () => setPwaState({ needRefresh: true });

/** The worker's and installation's state, live (none on the server and while the page is taken over). */
export function usePwaState(): PwaState {
  return useBrowserStore(subscribe, snapshot, serverSnapshot);
}
