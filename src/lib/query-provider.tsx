/**
 * Server-state provider: one QueryClient for the page, restored from localStorage before the first render
 * (`restorePersisted`) and persisted back as it changes (allow-listed roots only, see query-client.ts).
 * Restoring first, rather than while the page renders, keeps the first render's context stable: a page the
 * server rendered hydrates without a provider's value changing under parts still loading (React would then
 * render those parts afresh instead of taking the server's markup over).
 * The server renders with its own client per page, without persistence; the browser starts from what that
 * client had (`seedFromServer`) so its first render matches the server's HTML.
 */
import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

export const queryClient = createQueryClient();
// The persister is a file of its own, loaded by the app's start beside the strings (see query-persist.ts).
const loadPersist = () => import('./query-persist');

/**
 * Puts the answers kept from earlier visits in the page's client (before the app renders). Should the file not
 * come, the app starts with what the network and the server's answers give it.
 */
export async function restorePersisted(): Promise<void> {
  await loadPersist()
    .then((persist) => persist.restore(queryClient))
    .catch(() => undefined);
}

export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  useEffect(() => {
    if (client) return undefined;
    let unsubscribe: (() => void) | undefined;
    let ended = false;
    void loadPersist().then((persist) => {
      if (!ended) unsubscribe = persist.subscribe(queryClient);
    }, () => undefined);
    return () => {
      ended = true;
      unsubscribe?.();
    };
  }, [client]);
  return <QueryClientProvider client={client ?? queryClient}>{children}</QueryClientProvider>;
}

/** The answers the server rendered the page with, put in the page's client before it hydrates. */
export function seedFromServer(state: DehydratedState): void {
  hydrate(queryClient, state);
}
