/** Infinite scroll: a sentinel element that asks for the next page when it comes within 400 px of view. */
import { useEffect, useState } from 'react';

export function useSentinel(query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }, rows: number) {
  // A callback ref kept in state: the observer re-attaches when the sentinel element changes.
  const [node, setSentinel] = useState<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, hasNextPage, isFetchingNextPage, fetchNextPage, rows]);
  return setSentinel;
}
