/**
 * When the page replays the outbox: at start, when the browser comes online, when the tab becomes visible,
 * right after a change is queued (`kickOutbox`), and when a deferred entry's backoff expires. If an entry is
 * deferred because the network is gone, a background sync is registered so the service worker replays it
 * even after the tab is closed. One drain at a time per page; other pages and the worker are kept out by
 * the Web Lock and the claims inside the replayer.
 */
import { drainOutbox, type OutboxHandlers } from './replayer';
import type { DrainReport } from './types';

export const BACKGROUND_SYNC_TAG = 'outbox-replay';

let kick: (() => void) | null = null;

/** Ask the running replayer (if any) to drain now. */
export function kickOutbox(): void {
  kick?.();
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = (await globalThis.navigator?.serviceWorker?.ready) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
    await registration?.sync?.register(BACKGROUND_SYNC_TAG);
  } catch (error) {
    console.info('Background sync unavailable; replay resumes when the app is open', error);
  }
}

export function startOutboxReplayer(options: {
  handlers: OutboxHandlers;
  replayerId: string;
  onReport?: (report: DrainReport) => void;
}): () => void {
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const run = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const report = await drainOutbox({ handlers: options.handlers, replayerId: options.replayerId });
        options.onReport?.(report);
        if (timer) clearTimeout(timer);
        timer = null;
        if (report.nextAttemptAt !== null && !stopped) {
          timer = setTimeout(() => void run(), Math.max(250, report.nextAttemptAt - Date.now()));
        }
        if (report.stoppedBecause === 'offline') void registerBackgroundSync();
      } while (again && !stopped);
    } catch (error) {
      console.error('Outbox replay failed', error);
    } finally {
      running = false;
    }
  };

  const onOnline = () => void run();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void run();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  kick = () => void run();
  void run();

  return () => {
    stopped = true;
    kick = null;
    if (timer) clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
