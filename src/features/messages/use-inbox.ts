/** The conversations list: the name search waits for a pause in typing before it asks the server. */
import { useEffect, useState } from 'react';
import { useConversations } from './api/messages';

const SEARCH_PAUSE_MS = 350;

export function useInbox() {
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const conversations = useConversations(asked);
  const rows = conversations.data?.pages.flatMap((page) => page.conversations) ?? [];
  return { search, setSearch, searching: asked !== '', conversations, rows };
}
