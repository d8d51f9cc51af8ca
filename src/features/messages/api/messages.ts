/**
 * Conversations with stores, delivery people and support: the list (or a name search), one thread's
 * messages (newest first, pages while the last page was non-empty), and sending text with up to three
 * pictures as multipart.
 */
import { apiRequest } from '@/lib/api-client';
import type { SessionState } from '@/lib/session';
import { infiniteQueryOptions, useInfiniteQuery } from '@/lib/query';
import { messageKeys } from './keys';
import { ConversationPageStruct, MessagePageStruct } from './structs';

export const MESSAGE_PAGE_SIZE = 20;
export const MAX_MESSAGE_IMAGES = 3;

/** A thread by its id, or the thread with a store, a delivery person or support (started on first send). */
export type ChatTarget = { conversationId: number } | { receiverType: 'vendor' | 'delivery_man'; receiverId: number } | { receiverType: 'admin' };

function targetQuery(target: ChatTarget): Record<string, number> {
  if ('conversationId' in target) return { conversation_id: target.conversationId };
  if (target.receiverType === 'admin') return { admin_id: 0 };
  return target.receiverType === 'vendor' ? { vendor_id: target.receiverId } : { delivery_man_id: target.receiverId };
}

const nextPage = (rows: readonly unknown[], total: number, page: number, size: number) => (rows.length > 0 && page * size < total ? page + 1 : undefined);

export const conversationsOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversations(search),
    queryFn: ({ pageParam, signal }) =>
      search.trim() === ''
        ? apiRequest('/api/v1/customer/message/list', { query: { offset: pageParam, limit: 10 }, struct: ConversationPageStruct, signal })
        : apiRequest('/api/v1/customer/message/search-list', { query: { name: search.trim(), offset: pageParam, limit: 10 }, struct: ConversationPageStruct, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => nextPage(last.conversations, last.total_size, page, 10),
  });

export const useConversations = (search: string) => useInfiniteQuery(conversationsOptions(search));

/** One page of a thread, newest first; the outbox reads it with the session a queued message was written in. */
export function readThread(target: ChatTarget, page = 1, session?: SessionState, signal?: AbortSignal) {
  return apiRequest('/api/v1/customer/message/details', { query: { ...targetQuery(target), offset: page, limit: MESSAGE_PAGE_SIZE }, struct: MessagePageStruct, signal, session });
}

export const threadOptions = (target: ChatTarget) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(target),
    queryFn: ({ pageParam, signal }) => readThread(target, pageParam, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => nextPage(last.messages, last.total_size, page, MESSAGE_PAGE_SIZE),
  });

export const useThread = (target: ChatTarget) => useInfiniteQuery(threadOptions(target));

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
