/**
 * A customer's list or page as this device last saw it (IndexedDB `meta`, one entry per customer and name under
 * the kind's prefix: `orders:…`, `trips:…`), offered when its query has nothing to show (offline, or failing),
 * with the time it was saved: My orders, an order's page and tracking, My trips and a trip's page show something
 * offline instead of waiting for the network. Personal data: keyed by the customer (a hash of the token, or the
 * guest id) and forgotten at sign-out.
 */
import { useEffect, useState } from 'react';
import { useSession } from '@/hooks/use-session';
import { onSessionEnd } from '@/lib/auth-events';
import { getDb } from '@/lib/db';
import { ownerOf } from '@/lib/outbox/owner';

export interface SavedCopy<T> {
  value: T;
  savedAt: number;
}

export interface SavedCopies {
  saveCopy(owner: string, name: string, value: unknown, now?: number): Promise<void>;
  readCopy<T>(owner: string, name: string): Promise<SavedCopy<T> | null>;
  forgetCopies(owner: string): Promise<void>;
  /**
   * Keeps the query's last answer (`data`, under `name`; nothing while `name` is null) and, while `needed`,
   * offers the saved one: null until it is read, or when there is none.
   */
  useSavedCopy<T>(name: string | null, data: T | undefined, needed: boolean): SavedCopy<T> | null;
}

export function savedCopies(kind: 'orders' | 'trips'): SavedCopies {
  const prefix = (owner: string) => `${kind}:${owner}:`;

  async function saveCopy(owner: string, name: string, value: unknown, now = Date.now()): Promise<void> {
    await getDb().meta.put({ key: `${prefix(owner)}${name}`, value: { value, savedAt: now } satisfies SavedCopy<unknown> });
  }

  async function readCopy<T>(owner: string, name: string): Promise<SavedCopy<T> | null> {
    const row = await getDb().meta.get(`${prefix(owner)}${name}`);
    return (row?.value as SavedCopy<T> | undefined) ?? null;
  }

  async function forgetCopies(owner: string): Promise<void> {
    await getDb().meta.where('key').startsWith(prefix(owner)).delete();
  }

  function useSavedCopy<T>(name: string | null, data: T | undefined, needed: boolean): SavedCopy<T> | null {
    const session = useSession();
    const owner = ownerOf(session);
    const [copy, setCopy] = useState<{ owner: string | null; name: string | null; saved: SavedCopy<T> | null }>({ owner: null, name: null, saved: null });

    useEffect(() => {
      if (owner && name && data !== undefined) void saveCopy(owner, name, data).catch((error: unknown) => console.warn(`Could not keep ${kind} for offline use`, error));
    }, [owner, name, data]);

    useEffect(() => {
      if (!owner || !name || !needed) return;
      let cancelled = false;
      void readCopy<T>(owner, name)
        .then((saved) => {
          if (!cancelled) setCopy({ owner, name, saved });
        })
        .catch(() => undefined);
      return () => {
        cancelled = true;
      };
    }, [owner, name, needed]);

    useEffect(() => (owner ? onSessionEnd(() => forgetCopies(owner)) : undefined), [owner]);

    return copy.owner === owner && copy.name === name ? copy.saved : null;
  }

  return { saveCopy, readCopy, forgetCopies, useSavedCopy };
}
