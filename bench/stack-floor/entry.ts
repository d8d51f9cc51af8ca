/**
 * The least a hydrated first screen of this stack runs before any of the app's own code: react-dom taking over
 * server markup, and TanStack Query taking over the answers the server rendered it with (client, provider,
 * hydration boundary, one query). Never shipped; `bench/stack-floor/measure.ts` builds it to weigh the floor.
 */
import { HydrationBoundary, QueryClient, QueryClientProvider, useQuery, type DehydratedState } from '@tanstack/react-query';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Screen() {
  const { data } = useQuery({ queryKey: ['screen'], queryFn: () => fetch('/screen').then((answer) => answer.text()) });
  return createElement('main', null, data);
}

const state = (window as { __STATE__?: DehydratedState }).__STATE__;
const root = document.getElementById('root');
if (root) {
  const client = new QueryClient();
  hydrateRoot(root, createElement(QueryClientProvider, { client }, createElement(HydrationBoundary, { state }, createElement(Screen))));
}
