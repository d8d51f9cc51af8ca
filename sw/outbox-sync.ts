/**
 * Replays the outbox from the service worker (background sync, or a page's request), with the same handlers
 * and the same exactly-once rules as the page: the Web Lock and the claims keep the two from overlapping.
 */
import { OUTBOX_HANDLERS } from '../src/features/offline-handlers';
import { drainOutbox } from '../src/lib/outbox/replayer';

export async function replayOutboxFromWorker(): Promise<void> {
  const report = await drainOutbox({ handlers: OUTBOX_HANDLERS, replayerId: 'service-worker' });
  // Ask the browser to try again later if the network is still gone.
  if (report.stoppedBecause === 'offline') throw new Error('Outbox still offline');
}
