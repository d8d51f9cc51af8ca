/**
 * Conversations with stores, delivery people and support: the list (or a name search), one thread's
 * messages (newest first, pages while the last page was non-empty), and sending text with up to three
 * pictures as multipart.
 */
import { apiRequest } from '@/lib/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@/lib/query';
import { messageKeys } from './keys';
import { readThread, MESSAGE_PAGE_SIZE, type ChatTarget } from './requests';
import { ConversationPageStruct } from './structs';

export * from './requests';

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

export const threadOptions = (target: ChatTarget) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(target),
    queryFn: ({ pageParam, signal }) => readThread(target, pageParam, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => nextPage(last.messages, last.total_size, page, MESSAGE_PAGE_SIZE),
  });

export const useThread = (target: ChatTarget) => useInfiniteQuery(threadOptions(target));

