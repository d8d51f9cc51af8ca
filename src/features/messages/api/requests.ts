/**
 * The message requests themselves, free of the query layer: the outbox (also in the service worker)
 * replays sends and reads threads through these.
 */
import { apiRequest } from '@/lib/api-client';
import type { SessionState } from '@/lib/session';
import { MessagePageStruct } from './structs';

export const MESSAGE_PAGE_SIZE = 20;
export const MAX_MESSAGE_IMAGES = 3;

/** A thread by its id, or the thread with a store, a delivery person or support (started on first send). */
export type ChatTarget = { conversationId: number } | { receiverType: 'vendor' | 'delivery_man'; receiverId: number } | { receiverType: 'admin' };

export function targetQuery(target: ChatTarget): Record<string, number> {
  if ('conversationId' in target) return { conversation_id: target.conversationId };
  if (target.receiverType === 'admin') return { admin_id: 0 };
  return target.receiverType === 'vendor' ? { vendor_id: target.receiverId } : { delivery_man_id: target.receiverId };
}

/** One page of a thread, newest first; the outbox reads it with the session a queued message was written in. */
export function readThread(target: ChatTarget, page = 1, session?: SessionState, signal?: AbortSignal) {
  return apiRequest('/api/v1/customer/message/details', { query: { ...targetQuery(target), offset: page, limit: MESSAGE_PAGE_SIZE }, struct: MessagePageStruct, signal, session });
}

export interface OutgoingMessage {
  target: ChatTarget;
  text: string;
  images: readonly Blob[];
  orderId?: number;
}

/** The multipart form the contract's send endpoint reads. */
export function messageForm({ target, text, images, orderId }: OutgoingMessage): FormData {
  const form = new FormData();
  if ('conversationId' in target) form.set('conversation_id', String(target.conversationId));
  else {
    form.set('receiver_type', target.receiverType);
    form.set('receiver_id', target.receiverType === 'admin' ? '0' : String(target.receiverId));
  }
  if (text.trim() !== '') form.set('message', text.trim());
  if (orderId !== undefined) form.set('order_id', String(orderId));
  for (const image of images.slice(0, MAX_MESSAGE_IMAGES)) form.append('image[]', image, image instanceof File ? image.name : 'image');
  return form;
}

/** Sends and answers the thread's refreshed first page (with the other side's reply when there is one). */
export function sendMessage(message: OutgoingMessage, session?: SessionState) {
  return apiRequest('/api/v1/customer/message/send', { method: 'POST', body: messageForm(message), struct: MessagePageStruct, session });
}
