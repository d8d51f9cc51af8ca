/**
 * The customer's orders as this device last saw them (IndexedDB `meta`, one entry per customer and list or
 * order), so My orders, an order's page and tracking show something offline instead of waiting for the
 * network. Personal data: keyed by the customer (a hash of the token, or the guest id) and forgotten at
 * sign-out.
 */
import { getDb } from '@/lib/db';

export interface SavedCopy<T> {
  value: T;
  savedAt: number;
}

const prefix = (owner: string) => `orders:${owner}:`;

export async function saveCopy(owner: string, name: string, value: unknown, now = Date.now()): Promise<void> {
  await getDb().meta.put({ key: `${prefix(owner)}${name}`, value: { value, savedAt: now } satisfies SavedCopy<unknown> });
}

export async function readCopy<T>(owner: string, name: string): Promise<SavedCopy<T> | null> {
  const row = await getDb().meta.get(`${prefix(owner)}${name}`);
  return (row?.value as SavedCopy<T> | undefined) ?? null;
}

export async function forgetCopies(owner: string): Promise<void> {
  await getDb().meta.where('key').startsWith(prefix(owner)).delete();
}
