/**
 * Outbox storage: enqueue, replace, discard and retry entries. Entries live in IndexedDB so they survive
 * reloads, closed tabs and restarts. If the device is out of storage, entries are kept in memory for the
 * life of the page and `storageProblem` says so, so the customer is told instead of losing the change.
 */
import { getDb, isQuotaError, liveQuery, type OutboxRow, type StorefrontDatabase } from '../db';
import { newClientId } from './client-id';
import type { NewEntry } from './types';

const memoryEntries = new Map<string, OutboxRow>();
let storageFull = false;
const storageListeners = new Set<() => void>();

export function isStorageFull(): boolean {
  return storageFull;
}

export function subscribeStorageFull(listener: () => void): () => void {
  storageListeners.add(listener);
  return () => storageListeners.delete(listener);
}

function setStorageFull(value: boolean): void {
  if (storageFull === value) return;
  storageFull = value;
  for (const listener of storageListeners) listener();
}

export function memoryOutbox(): Map<string, OutboxRow> {
  return memoryEntries;
}

/** Every entry in replay order, from storage and (when storage is full) from memory. */
export async function listEntries(db: StorefrontDatabase = getDb()): Promise<OutboxRow[]> {
  const stored = await db.outbox.orderBy('order').toArray();
  if (memoryEntries.size === 0) return stored;
  return [...stored, ...memoryEntries.values()].sort((a, b) => a.order - b.order);
}

export async function enqueue(entry: NewEntry, now = Date.now(), db: StorefrontDatabase = getDb()): Promise<OutboxRow> {
  const row: OutboxRow = {
    clientId: newClientId(),
    order: 0,
    kind: entry.kind,
    queue: entry.queue,
    payload: entry.payload,
    assumed: entry.assumed ?? null,
    context: entry.context,
    status: 'queued',
    attempts: 0,
    notBefore: 0,
    mustReconcile: false,
    claimedBy: null,
    claimedAt: 0,
    problem: null,
    createdAt: now,
  };
  const memoryMax = Math.max(0, ...[...memoryEntries.values()].map((e) => e.order));
  try {
    await db.transaction('rw', db.outbox, async () => {
      const last = await db.outbox.orderBy('order').last();
      row.order = Math.floor(Math.max(last?.order ?? 0, memoryMax)) + 1;
      await db.outbox.add(row);
    });
    setStorageFull(false);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    row.order = Math.floor(memoryMax) + 1 + memoryEntries.size;
    memoryEntries.set(row.clientId, row);
    setStorageFull(true);
  }
  return row;
}

/** Replaces one entry by others that replay in its place, before every later entry. */
export async function replaceEntry(clientId: string, replacements: NewEntry[], now = Date.now(), db: StorefrontDatabase = getDb()): Promise<OutboxRow[]> {
  return db.transaction('rw', db.outbox, async () => {
    const old = (await db.outbox.get(clientId)) ?? memoryEntries.get(clientId);
    if (!old) return [];
    const later = await db.outbox.where('order').above(old.order).first();
    const gap = (later?.order ?? old.order + 1) - old.order;
    await db.outbox.delete(clientId);
    memoryEntries.delete(clientId);
    const rows = replacements.map<OutboxRow>((entry, index) => ({
      clientId: newClientId(),
      order: old.order + (gap * (index + 1)) / (replacements.length + 1),
      kind: entry.kind,
      queue: entry.queue,
      payload: entry.payload,
      assumed: entry.assumed ?? null,
      context: entry.context,
      status: 'queued',
      attempts: 0,
      notBefore: 0,
      mustReconcile: false,
      claimedBy: null,
      claimedAt: 0,
      problem: null,
      createdAt: now,
    }));
    await db.outbox.bulkAdd(rows);
    return rows;
  });
}

export async function discardEntry(clientId: string, db: StorefrontDatabase = getDb()): Promise<void> {
  memoryEntries.delete(clientId);
  await db.outbox.delete(clientId);
}

/** Puts an entry that needed a decision back in line, to be tried again now. */
export async function retryEntry(clientId: string, db: StorefrontDatabase = getDb()): Promise<void> {
  const patch = { status: 'queued' as const, problem: null, notBefore: 0, claimedBy: null };
  const memory = memoryEntries.get(clientId);
  if (memory) Object.assign(memory, patch);
  await db.outbox.update(clientId, patch);
}

/** Drops every entry of a queue (a cart cleared by sign-out). */
export async function discardQueue(queue: string, db: StorefrontDatabase = getDb()): Promise<void> {
  for (const [id, entry] of memoryEntries) if (entry.queue === queue) memoryEntries.delete(id);
  await db.outbox.where('queue').equals(queue).delete();
}

export type EntryOutcome = 'done' | 'refused' | 'waiting';

/**
 * What became of a queued entry, for a message that tells the truth: `done` once the server kept it (the entry
 * left the outbox), `refused` when it needs the customer's decision, `waiting` when it is kept for later
 * (offline, backing off) or no answer came within `timeoutMs`.
 */
export function entryOutcome(clientId: string, timeoutMs = 8000, db: StorefrontDatabase = getDb()): Promise<EntryOutcome> {
  return new Promise((resolve) => {
    const verdict = (row: OutboxRow | undefined): EntryOutcome | null => {
      if (!row) return 'done';
      if (row.status === 'needs-decision') return 'refused';
      if (row.attempts > 0 || globalThis.navigator?.onLine === false) return 'waiting';
      return null;
    };
    const inMemory = memoryEntries.get(clientId);
    if (inMemory) {
      // Kept in memory (storage full): replay happens in this page, so a short poll sees it.
      const started = Date.now();
      const poll = setInterval(() => {
        const outcome = verdict(memoryEntries.get(clientId)) ?? (Date.now() - started > timeoutMs ? 'waiting' : null);
        if (outcome) {
          clearInterval(poll);
          resolve(outcome);
        }
      }, 200);
      return;
    }
    let done = false;
    const subscription = liveQuery(() => db.outbox.get(clientId)).subscribe({
      next: (row) => {
        const outcome = verdict(row);
        if (outcome) finish(outcome);
      },
      error: () => finish('waiting'),
    });
    const timer = setTimeout(() => finish('waiting'), timeoutMs);
    function finish(outcome: EntryOutcome): void {
      if (done) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => subscription.unsubscribe());
      resolve(outcome);
    }
  });
}
