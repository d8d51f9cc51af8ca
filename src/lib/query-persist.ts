/**
 * The persisted copy of the catalogue-like answers (the allow-list in query-client.ts): read back before the app
 * renders, written as the cache changes. Loaded beside the app's start (its own file, with TanStack's persister),
 * not inside it, so every route's first script is that much smaller.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, removeOldestQuery, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { BUILD_ID } from '@/config/env';
import { PERSIST_KEY, PERSIST_MAX_AGE, PERSIST_THROTTLE_MS, PERSISTED_ROOTS } from './query-client';

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({
      storage: safeStorage(),
      key: PERSIST_KEY,
      // Writes are batched: serialising the cache on every fetch would jank scrolling on slow devices.
      throttleTime: PERSIST_THROTTLE_MS,
      // A full localStorage drops the oldest queries rather than failing the whole write.
      retry: removeOldestQuery,
    }),
    maxAge: PERSIST_MAX_AGE,
    buster: BUILD_ID,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) =>
        query.state.status === 'success' && typeof query.queryKey[0] === 'string' && PERSISTED_ROOTS.has(query.queryKey[0]),
    },
  };
}

let options: Omit<PersistQueryClientOptions, 'queryClient'> | undefined;
const persistOptions = () => (options ??= createPersistOptions());

/** Puts the answers kept from earlier visits in the client. */
export async function restore(queryClient: QueryClient): Promise<void> {
  await persistQueryClientRestore({ queryClient, ...persistOptions() });
}

/** Writes the allow-listed answers back as they change; returns the unsubscribe. */
export function subscribe(queryClient: QueryClient): () => void {
  return persistQueryClientSubscribe({ queryClient, ...persistOptions() });
}
