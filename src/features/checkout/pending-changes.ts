/**
 * The item-cart changes the outbox still holds (queues named `item:<owner>@<module>`), in storage and in memory.
 * Loaded by storage.ts once the checkout has mounted.
 */
import { getDb } from '@/lib/db';
import { memoryOutbox } from '@/lib/outbox/queue';

const ITEM_QUEUE_PREFIX = 'item:';

export async function countPendingItemChanges(): Promise<number> {
  const stored = await getDb()
    .outbox.filter((entry) => entry.queue.startsWith(ITEM_QUEUE_PREFIX))
    .count();
  const memory = [...memoryOutbox().values()].filter((entry) => entry.queue.startsWith(ITEM_QUEUE_PREFIX)).length;
  return stored + memory;
}
