/** Messages between the page and the service worker (shared by `src/lib/pwa.ts` and `sw/`). */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'REPLAY_OUTBOX' };

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (!value || typeof value !== 'object') return false;
  const type = (value as { type?: unknown }).type;
  return type === 'SKIP_WAITING' || type === 'REPLAY_OUTBOX';
}
