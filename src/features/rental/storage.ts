/**
 * Recent rental destinations (IndexedDB `recentDestinations`): at most five, newest first, de-duplicated by
 * name and point, the oldest dropped. Written after a successful add, read by the trip search panel.
 */
import { getDb } from '@/lib/db';
import { rememberDestination, type Place, type RecentDestination } from './trip-params';

export async function recentDestinations(): Promise<RecentDestination[]> {
  return (await getDb().recentDestinations.orderBy('usedAt').reverse().toArray()).slice(0, 5);
}

export async function saveRecentDestination(place: Place, now = Date.now()): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.recentDestinations, async () => {
    const next = rememberDestination(await db.recentDestinations.toArray(), place, now);
    await db.recentDestinations.clear();
    await db.recentDestinations.bulkPut(next);
  });
}
