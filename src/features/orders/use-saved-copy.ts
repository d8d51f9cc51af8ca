/**
 * Keeps the last answer of an order query on this device and offers it when the query has nothing to show
 * (offline, or failing): `copy` is that saved answer with the time it was saved.
 */
import { useEffect, useState } from 'react';
import { useSession } from '@/hooks/use-session';
import { onSessionEnd } from '@/lib/auth-events';
import { ownerOf } from '@/lib/outbox/owner';
import { forgetCopies, readCopy, saveCopy, type SavedCopy } from './storage';

export function useSavedCopy<T>(name: string | null, data: T | undefined, needed: boolean): SavedCopy<T> | null {
  const session = useSession();
  const owner = ownerOf(session);
  const [copy, setCopy] = useState<{ owner: string | null; name: string | null; saved: SavedCopy<T> | null }>({ owner: null, name: null, saved: null });

  useEffect(() => {
    if (owner && name && data !== undefined) void saveCopy(owner, name, data).catch((error: unknown) => console.warn('Could not keep orders for offline use', error));
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
