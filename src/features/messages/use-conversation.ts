/**
 * One thread for the conversation view: the server's messages oldest first, the customer's messages still
 * in the outbox (sending, waiting for a connection, or refused with the reason), and `send`, which always
 * queues first so a message written offline is kept and goes out once. When a queued message leaves the
 * outbox the thread and the list are read again; until that answer arrives the message stays on screen.
 */
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/hooks/use-session';
import { useLiveQuery } from '@/lib/db-hooks';
import { ownerOf } from '@/lib/outbox/owner';
import { useQueryClient } from '@/lib/query';
import { useThread, type ChatTarget } from './api/messages';
import { messageKeys } from './api/keys';
import { myPartyId, newestId } from './queued';
import { chronological } from './rules';
import { discardMessage, queueMessage, readPending, retryMessage, type PendingMessage } from './storage';

const NONE: PendingMessage[] = [];

export function useConversation(target: ChatTarget) {
  const session = useSession();
  const owner = ownerOf(session);
  const queryClient = useQueryClient();
  const thread = useThread(target);
  const targetKey = JSON.stringify(target);
  const pending = useLiveQuery(() => (owner ? readPending(owner, target) : NONE), [owner, targetKey]) ?? NONE;

  // Messages that just left the outbox stay visible until the thread has been read again.
  const [settling, setSettling] = useState<{ items: PendingMessage[]; since: number }>({ items: [], since: 0 });
  const previous = useRef<PendingMessage[]>(NONE);
  useEffect(() => {
    const gone = previous.current.filter((old) => !pending.some((entry) => entry.clientId === old.clientId));
    previous.current = pending;
    if (gone.length === 0) return;
    const since = Date.now();
    setSettling((current) => ({ items: [...current.items, ...gone], since }));
    void queryClient.invalidateQueries({ queryKey: messageKeys.all() });
  }, [pending, queryClient]);
  const stillSettling = thread.dataUpdatedAt > settling.since ? NONE : settling.items;

  const pages = thread.data?.pages;
  const firstPage = pages?.[0];
  const conversation = firstPage?.conversation ?? null;
  return {
    thread,
    messages: chronological(pages),
    conversation,
    mine: conversation ? myPartyId(conversation) : null,
    /** Whether the server lets the customer write here (support always; a store or rider while an order runs). */
    canWrite: firstPage?.status ?? true,
    pending: [...stillSettling.map((entry) => ({ ...entry, status: 'queued' as const, settling: true })), ...pending.map((entry) => ({ ...entry, settling: false }))],
    send: (text: string, files: readonly File[]) => queueMessage(session, { target, text, baseline: newestId(pages), writtenAt: Date.now() }, files),
    retry: retryMessage,
    discard: discardMessage,
  };
}

export type ConversationTalon = ReturnType<typeof useConversation>;
export type ShownPending = ConversationTalon['pending'][number];
