/** Messages between the page and the service worker (shared by `src/lib/pwa.ts` and `sw/`). */
export interface CachedAnswer {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type WorkerMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'REPLAY_OUTBOX' }
  /** Keep the files the install left for after the first screen; the worker answers `LATER_FILES_KEPT` on the message's port, if any. */
  | { type: 'KEEP_LATER_FILES' }
  | { type: 'CACHE_ANSWERS'; answers: CachedAnswer[] };

export const MAX_CACHED_ANSWERS = 50;

function isCachedAnswer(value: unknown): value is CachedAnswer {
  if (!value || typeof value !== 'object') return false;
  const { url, headers } = value as Partial<CachedAnswer>;
  return typeof url === 'string' && url.length <= 2000 && !!headers && typeof headers === 'object' && Object.values(headers).every((header) => typeof header === 'string');
}

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (!value || typeof value !== 'object') return false;
  const { type, answers } = value as { type?: unknown; answers?: unknown };
  if (type === 'CACHE_ANSWERS') return Array.isArray(answers) && answers.length <= MAX_CACHED_ANSWERS && answers.every(isCachedAnswer);
  return type === 'SKIP_WAITING' || type === 'REPLAY_OUTBOX' || type === 'KEEP_LATER_FILES';
}
