/**
 * Infinite scroll: a sentinel element that asks for the next page when it comes within 400 px of view.
 *
 * The element is observed from its callback ref, never kept in state: a state update from a ref is a render of
 * its own at the highest priority, which re-rendered the whole list in one task while the page was being taken
 * over (and hydrated every card's parts still waiting for their code with it).
 */
import { useCallback, useEffect, useRef } from 'react';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function useSentinel(query: PagedQuery, rows: number): (node: HTMLDivElement | null) => (() => void) | undefined {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const latest = useRef<PagedQuery>(query);
  const watched = useRef<{ node: HTMLDivElement; observer: IntersectionObserver; fresh: boolean } | null>(null);
  useEffect(() => {
    latest.current = { hasNextPage, isFetchingNextPage, fetchNextPage };
  });
  const sentinel = useCallback((node: HTMLDivElement | null) => {
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const now = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && now.hasNextPage && !now.isFetchingNextPage) void now.fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    watched.current = { node, observer, fresh: true };
    return () => {
      observer.disconnect();
      if (watched.current?.node === node) watched.current = null;
    };
  }, []);
  // A new page, or a fetch that ended: the sentinel is looked at afresh, so one still within reach asks again.
  useEffect(() => {
    const current = watched.current;
    if (!current) return;
    // Observed in this very commit: the observer reports that look itself.
    if (current.fresh) return;
    if (!hasNextPage || isFetchingNextPage) return;
    current.observer.unobserve(current.node);
    current.observer.observe(current.node);
  }, [hasNextPage, isFetchingNextPage, rows]);
  useEffect(() => {
    if (watched.current) watched.current.fresh = false;
  });
  return sentinel;
}
