/** Query keys for conversations: personal data, never persisted. */
import type { ChatTarget } from './messages';

export const messageKeys = {
  all: () => ['messages'] as const,
  conversations: (search: string) => ['messages', 'conversations', search] as const,
  thread: (target: ChatTarget) => ['messages', 'thread', target] as const,
};
