/**
 * The messages a customer wrote that the server has not confirmed yet: outbox entries of kind
 * `message.send`, one queue per customer so they go out in the order written. This is the only door from
 * the messages feature to IndexedDB. Pictures are read into bytes before they are queued, so a message
 * written offline keeps its pictures through a reload.
 */
import { getDb, type OutboxRow } from '@/lib/db';
import { contextOf, ownerOf } from '@/lib/outbox/owner';
import { discardEntry, enqueue, retryEntry } from '@/lib/outbox/queue';
import { kickOutbox } from '@/lib/outbox/triggers';
import { requestPersistentStorage } from '@/lib/pwa';
import type { SessionState } from '@/lib/session';
import type { ChatTarget } from './api/messages';
import { isTwin, MESSAGE_QUEUE_PREFIX, MESSAGE_SEND, sameTarget, type QueuedMessage } from './queued';

export const queueOf = (owner: string) => `${MESSAGE_QUEUE_PREFIX}${owner}`;

export interface PendingMessage {
  clientId: string;
  message: QueuedMessage;
  /** `needs-decision` when the server refused it; the reason is in `problem`. */
  status: OutboxRow['status'];
  problem: string[];
  attempts: number;
}

const pendingOf = (entry: OutboxRow): PendingMessage => ({
  clientId: entry.clientId,
  message: entry.payload as QueuedMessage,
  status: entry.status,
  problem: entry.problem?.messages ?? [],
  attempts: entry.attempts,
});

/** The customer's unsent messages to one thread, in the order written. */
export async function readPending(owner: string, target: ChatTarget): Promise<PendingMessage[]> {
  const entries = await getDb().outbox.where('queue').equals(queueOf(owner)).sortBy('order');
  return entries.filter((entry) => entry.kind === MESSAGE_SEND && sameTarget((entry.payload as QueuedMessage).target, target)).map(pendingOf);
}

export async function queueMessage(session: SessionState, message: Omit<QueuedMessage, 'twinsBefore' | 'pictures'>, files: readonly File[]): Promise<string> {
  const owner = ownerOf(session);
  if (!owner) throw new Error('A message needs a signed-in customer');
  const pictures = await Promise.all(files.map(async (file) => ({ name: file.name || 'picture', type: file.type, bytes: await file.arrayBuffer() })));
  const draft: QueuedMessage = { ...message, pictures, twinsBefore: 0 };
  const waiting = await getDb().outbox.where('queue').equals(queueOf(owner)).toArray();
  draft.twinsBefore = waiting.filter((entry) => entry.kind === MESSAGE_SEND && isTwin(entry.payload as QueuedMessage, draft)).length;
  const row = await enqueue({ kind: MESSAGE_SEND, queue: queueOf(owner), payload: draft, context: contextOf(session) });
  void requestPersistentStorage();
  kickOutbox();
  return row.clientId;
}

export async function retryMessage(clientId: string): Promise<void> {
  await retryEntry(clientId);
  kickOutbox();
}

export const discardMessage = (clientId: string) => discardEntry(clientId);

export { entryOutcome } from '@/lib/outbox/queue';
