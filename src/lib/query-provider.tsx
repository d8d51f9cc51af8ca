/**
 * Server-state provider: one QueryClient for the page, restored from and persisted to localStorage
 * (allow-listed roots only, see query-client.ts). Queries render from the restored cache while it loads.
 */
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { createPersistOptions, createQueryClient } from './query-client';

export const queryClient = createQueryClient();
const persistOptions = createPersistOptions();

export function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
