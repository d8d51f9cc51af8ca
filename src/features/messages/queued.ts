/**
 * A message written into the outbox: the thread it goes to, its text and its pictures kept as bytes (an
 * ArrayBuffer survives IndexedDB, a service worker and a restart in every browser, a Blob does not
 * everywhere), plus what tells a lost answer apart from a message never sent: the newest message id the
 * customer's copy of the thread held when they wrote it, and how many identical messages were already
 * waiting before it. The backend knows no idempotency key, so this is the only way to send once.
 */
import type { ChatTarget } from './api/requests';
import type { Conversation, MessagePage } from './api/structs';

export const MESSAGE_SEND = 'message.send';
export const MESSAGE_QUEUE_PREFIX = 'messages:';

export interface QueuedPicture {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

export interface QueuedMessage {
  target: ChatTarget;
  text: string;
  pictures: QueuedPicture[];
  /** Newest message id in the thread as the customer saw it (0 for a new thread). */
  baseline: number;
  /** Identical messages (same thread, text, picture count, baseline) queued before this one. */
  twinsBefore: number;
  writtenAt: number;
}

/** The id of the customer's own side of a conversation (a customer may be its sender or its receiver). */
export function myPartyId(conversation: Pick<Conversation, 'sender_type' | 'sender_id' | 'receiver_id'>): number {
  return conversation.sender_type === 'customer' ? conversation.sender_id : conversation.receiver_id;
}

export const sameTarget = (a: ChatTarget, b: ChatTarget): boolean => JSON.stringify(a) === JSON.stringify(b);

export const isTwin = (a: QueuedMessage, b: QueuedMessage): boolean =>
  sameTarget(a.target, b.target) && a.text.trim() === b.text.trim() && a.pictures.length === b.pictures.length && a.baseline === b.baseline;

/**
 * Whether the thread's newest page already holds this message: the customer's messages newer than the
 * baseline with the same text and picture count, more of them than identical messages queued before it.
 */
export function isAlreadySent(page: MessagePage, queued: QueuedMessage): boolean {
  if (!page.conversation) return false;
  const mine = myPartyId(page.conversation);
  const text = queued.text.trim();
  const matches = page.messages.filter(
    (message) => message.sender_id === mine && message.id > queued.baseline && (message.message ?? '').trim() === text && message.file_full_url.length === queued.pictures.length,
  );
  return matches.length > queued.twinsBefore;
}

/** The newest message id of a thread's cached pages (0 when there is none). */
export function newestId(pages: readonly MessagePage[] | undefined): number {
  let newest = 0;
  for (const page of pages ?? []) for (const message of page.messages) newest = Math.max(newest, message.id);
  return newest;
}

export function picturesAsBlobs(pictures: readonly QueuedPicture[]): File[] {
  return pictures.map((picture) => new File([picture.bytes], picture.name, { type: picture.type }));
}
