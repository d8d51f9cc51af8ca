/**
 * The app's offline storage, for the settings screen: how much the browser keeps for it, how many changes
 * wait in the outbox, and clearing what can be fetched again — the service worker's runtime caches
 * (listings, images, map tiles, settings), the persisted query cache and saved copies of screens. Never
 * cleared here: the app shell (it must open offline), carts, pending changes, the wishlist and the
 * customer's own entries (guest contact and addresses).
 */
import { getDb } from '@/lib/db';
import { PERSIST_KEY, PERSIST_THROTTLE_MS } from '@/lib/query-client';

export interface StorageEstimate {
  usage: number;
  quota: number;
}

export async function estimateStorage(): Promise<StorageEstimate | null> {
  if (!navigator.storage?.estimate) return null;
  const estimate = await navigator.storage.estimate();
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 };
}

export const pendingChanges = () => getDb().outbox.count();

/** The precache holds the app itself; every other cache is data that comes back from the network. */
export const isClearableCache = (name: string) => !name.includes('precache');

export async function clearOfflineData(): Promise<void> {
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.filter(isClearableCache).map((name) => caches.delete(name)));
  }
  const forget = () => {
    try {
      localStorage.removeItem(PERSIST_KEY);
    } catch {
      // Storage blocked: nothing was persisted there either.
    }
  };
  forget();
  await getDb().meta.clear();
  // A write of the cache already waiting (it is batched) would bring the copy back just after: it is removed
  // again once that write has had its turn. What the app fetches from now on is kept again, as always.
  await new Promise((resolve) => setTimeout(resolve, PERSIST_THROTTLE_MS + 100));
  forget();
}

/** Bytes as the customer reads them (kB, MB, GB with one decimal), in the active language's digits. */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${units[unit]}`;
}
