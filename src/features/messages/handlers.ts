/**
 * Outbox handler for messages. Sending is not idempotent on the server, so after a lost answer `reconcile`
 * reads the thread's newest page and looks for the message (see queued.ts) before anything is sent again.
 * A refusal (a 4xx: a thread that is gone, a store the customer may not write to, a picture the server
 * refuses) waits for the customer, who sees it under the message with Retry and Discard.
 */
import type { OutboxRow } from '@/lib/db';
import { sessionFromContext } from '@/lib/outbox/owner';
import type { OutboxHandler } from '@/lib/outbox/types';
import { readThread, sendMessage } from './api/requests';
import { isAlreadySent, MESSAGE_SEND, picturesAsBlobs, type QueuedMessage } from './queued';

const queuedOf = (entry: OutboxRow) => entry.payload as QueuedMessage;

export const messageHandler: OutboxHandler = {
  kind: MESSAGE_SEND,
  async send(entry) {
    const queued = queuedOf(entry);
    await sendMessage({ target: queued.target, text: queued.text, images: picturesAsBlobs(queued.pictures) }, sessionFromContext(entry.context));
    return {};
  },
  async reconcile(entry, tools) {
    const queued = queuedOf(entry);
    const page = await readThread(queued.target, 1, sessionFromContext(entry.context), tools.signal);
    return { applied: isAlreadySent(page, queued) };
  },
  describeRefusal: () => 'message-refused',
};
