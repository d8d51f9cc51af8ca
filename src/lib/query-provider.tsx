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
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { useEffect, type ReactNode } from 'react';
import { createPersistOptions, createQueryClient } from './query-client';

export const queryClient = createQueryClient();
const persistOptions = createPersistOptions();

/** Puts the answers kept from earlier visits in the page's client (before the app renders). */
export async function restorePersisted(): Promise<void> {
  await persistQueryClientRestore({ queryClient, ...persistOptions });
}

export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  useEffect(() => (client ? undefined : persistQueryClientSubscribe({ queryClient, ...persistOptions })), [client]);
  return <QueryClientProvider client={client ?? queryClient}>{children}</QueryClientProvider>;
}

/** The answers the server rendered the page with, put in the page's client before it hydrates. */
export function seedFromServer(state: DehydratedState): void {
  hydrate(queryClient, state);
}
