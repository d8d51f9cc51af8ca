/**
 * Drains the outbox in order. Used by every open tab and by the service worker's background-sync event.
 *
 * Rules
 * - Entries of one queue (one cart) replay strictly in order; a queue whose head is waiting (backoff) or
 *   needs the customer's decision blocks only that queue.
 * - Exactly once across tabs and the worker: the whole drain runs under a Web Lock where the platform has
 *   one, and each entry is claimed inside an IndexedDB transaction (a claim older than `CLAIM_TTL_MS` is
 *   considered abandoned by a closed tab and taken over).
 * - No answer (offline, timeout, 5xx, an unreadable 2xx): the request may have reached the server, so the
 *   entry is kept with backoff and marked `mustReconcile`; before any retry the handler re-reads the server
 *   state and skips the send when the change is already there. Nothing is added twice.
 * - A definite refusal (a 4xx the contract defines) marks the entry `needs-decision`; it is never dropped.
 * - 401 stops the drain: the session handling in the query cache signs the customer out.
 */
import { isApiError } from '../api-error';
import { getDb, type OutboxRow, type StorefrontDatabase } from '../db';
import { backoffDelay } from './backoff';
import { memoryOutbox } from './queue';
import type { DrainReport, HandlerTools, OutboxHandler, SnapshotWrite } from './types';

export const CLAIM_TTL_MS = 30_000;
export const OUTBOX_LOCK = 'storefront-outbox';

/**
 * The handlers by entry kind, or how to load them: a page loads every feature's handlers (and the screens'
 * modules they share) only once the outbox holds an entry, not at every start.
 */
export type OutboxHandlers = ReadonlyMap<string, OutboxHandler> | (() => Promise<ReadonlyMap<string, OutboxHandler>>);

export interface DrainOptions {
  handlers: OutboxHandlers;
  replayerId: string;
  db?: StorefrontDatabase;
  now?: () => number;
  random?: () => number;
  signal?: AbortSignal;
  /** Skip the Web Lock (tests exercise the transactional claim on its own). */
  useLock?: boolean;
}

/**
 * Runs `fn` holding the outbox Web Lock when the platform has one. The lock is released when its holder's
 * page or worker goes away, so whoever holds it knows every older claim belongs to a replayer that is gone.
 */
async function withLock<T>(use: boolean, fn: (exclusive: boolean) => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!use || !locks?.request) return fn(false);
  return locks.request(OUTBOX_LOCK, { mode: 'exclusive' }, () => fn(true)) as Promise<T>;
}

function isEligible(entry: OutboxRow, replayerId: string, now: number, exclusive: boolean): boolean {
  if (entry.status !== 'queued' || entry.notBefore > now) return false;
  return exclusive || entry.claimedBy === null || entry.claimedBy === replayerId || now - entry.claimedAt >= CLAIM_TTL_MS;
}

/** An entry the server has taken, waiting to leave the outbox with the server state it produced. */
interface Finished {
  entry: OutboxRow;
  snapshot: SnapshotWrite | undefined;
  confirmedAt: number;
}

const snapshotKey = (kind: string, owner: string) => `${kind}:${owner}`;

/**
 * One transaction per entry: removes the entry that just finished (storing the server state it produced) and
 * claims the head of the first unblocked queue, atomically across tabs. Finishing and claiming together halve
 * the IndexedDB round trips of a long replay (and the live queries they wake in open pages) without changing
 * what is durable when: an entry is gone from the outbox before the next request leaves, and a claim is
 * stored before its own request leaves.
 *
 * A claim found on the head when it is taken (a replayer that closed mid-flight, or this one after a failed
 * write) means its request may have reached the server, so the entry is reconciled before it is sent again.
 * Returns the claimed entry and the snapshot the transaction wrote, if any.
 */
async function finishAndClaim(
  db: StorefrontDatabase,
  finished: Finished | null,
  claim: { replayerId: string; now: number; blocked: Set<string>; exclusive: boolean } | null,
): Promise<{ entry: OutboxRow | null; written: SnapshotWrite | undefined }> {
  if (finished) memoryOutbox().delete(finished.entry.clientId);
  return db.transaction('rw', db.outbox, db.cartSnapshots, async () => {
    const written = finished?.snapshot;
    if (finished) {
      await db.outbox.delete(finished.entry.clientId);
      if (written) {
        await db.cartSnapshots.put({
          key: snapshotKey(written.kind, written.owner),
          kind: written.kind,
          owner: written.owner,
          payload: written.payload,
          confirmedAt: finished.confirmedAt,
        });
      }
    }
    if (!claim) return { entry: null, written };
    // Only the head of each queue may run. The first entry is almost always it; otherwise walk the entries
    // in order and stop at the first claimable head, so a long outbox is not read whole for every entry
    // (entries kept in memory after a quota error are merged in when there are any).
    const seen = new Set<string>();
    const pick = (entry: OutboxRow): boolean => {
      if (seen.has(entry.queue)) return false;
      seen.add(entry.queue);
      return !claim.blocked.has(entry.queue) && isEligible(entry, claim.replayerId, claim.now, claim.exclusive);
    };
    let found: OutboxRow | null = null;
    if (memoryOutbox().size === 0) {
      const first = await db.outbox.orderBy('order').first();
      if (first && pick(first)) found = first;
      else if (first) {
        await db.outbox
          .orderBy('order')
          .until(() => found !== null)
          .each((entry) => {
            if (found === null && pick(entry)) found = entry;
          });
      }
    } else {
      const stored = await db.outbox.orderBy('order').toArray();
      found = [...stored, ...memoryOutbox().values()].sort((a, b) => a.order - b.order).find(pick) ?? null;
    }
    if (found === null) return { entry: null, written };
    const head: OutboxRow = found;
    const claimed: OutboxRow = {
      ...head,
      claimedBy: claim.replayerId,
      claimedAt: claim.now,
      mustReconcile: head.mustReconcile || head.claimedBy !== null,
    };
    const memory = memoryOutbox().get(head.clientId);
    if (memory) Object.assign(memory, claimed);
    else await db.outbox.put(claimed);
    return { entry: claimed, written };
  });
}

async function update(db: StorefrontDatabase, clientId: string, patch: Partial<OutboxRow>): Promise<void> {
  const memory = memoryOutbox().get(clientId);
  if (memory) Object.assign(memory, patch);
  else await db.outbox.update(clientId, patch);
}

export async function drainOutbox(options: DrainOptions): Promise<DrainReport> {
  const db = options.db ?? getDb();
  const now = options.now ?? Date.now;
  const report: DrainReport = {
    completed: 0,
    reconciledWithoutSending: 0,
    sent: 0,
    deferred: 0,
    needsDecision: 0,
    stoppedBecause: 'empty',
    nextAttemptAt: null,
  };
  // The snapshot the last claiming transaction wrote is what storage held when the entry was claimed, so a
  // handler asking for it right after is answered without another IndexedDB transaction.
  let claimedWith: SnapshotWrite | undefined;
  const source = options.handlers;
  const loadHandlers = typeof source === 'function' ? source : () => Promise.resolve(source);
  let handlers: ReadonlyMap<string, OutboxHandler> | null = null;
  const tools = (at: number): HandlerTools => ({
    now: at,
    signal: options.signal,
    readSnapshot: async (kind, owner) => {
      if (claimedWith?.kind === kind && claimedWith.owner === owner) return claimedWith.payload;
      return (await db.cartSnapshots.get(snapshotKey(kind, owner)))?.payload;
    },
  });

  await withLock(options.useLock ?? true, async (exclusive) => {
    const blocked = new Set<string>();
    // The entry the server just took: it leaves the outbox in the same transaction that claims the next one.
    let finished: Finished | null = null;
    for (;;) {
      if (options.signal?.aborted) {
        await finishAndClaim(db, finished, null);
        report.stoppedBecause = 'aborted';
        return;
      }
      const at = now();
      const { entry, written } = await finishAndClaim(db, finished, { replayerId: options.replayerId, now: at, blocked, exclusive });
      finished = null;
      claimedWith = written;
      if (!entry) break;
      handlers ??= await loadHandlers();
      const handler = handlers.get(entry.kind);
      if (!handler) {
        await update(db, entry.clientId, {
          status: 'needs-decision',
          claimedBy: null,
          problem: { reason: 'unknown-change', code: null, messages: [], ids: null, status: 0 },
        });
        blocked.add(entry.queue);
        report.needsDecision += 1;
        continue;
      }
      try {
        if (entry.mustReconcile) {
          const result = await handler.reconcile(entry, tools(at));
          if (result.applied) {
            finished = { entry, snapshot: result.snapshot, confirmedAt: now() };
            report.completed += 1;
            report.reconciledWithoutSending += 1;
            continue;
          }
        }
        report.sent += 1;
        const outcome = await handler.send(entry, tools(at));
        finished = { entry, snapshot: outcome.snapshot, confirmedAt: now() };
        report.completed += 1;
      } catch (error) {
        blocked.add(entry.queue);
        if (isApiError(error) && error.isUnauthorised) {
          await update(db, entry.clientId, { claimedBy: null });
          report.stoppedBecause = 'unauthorised';
          return;
        }
        if (isApiError(error) && error.kind === 'aborted') {
          await update(db, entry.clientId, { claimedBy: null });
          report.stoppedBecause = 'aborted';
          return;
        }
        const definiteRefusal = isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;
        if (definiteRefusal) {
          await update(db, entry.clientId, {
            status: 'needs-decision',
            claimedBy: null,
            mustReconcile: false,
            problem: {
              reason: handler.describeRefusal(error, entry),
              code: error.code,
              messages: error.messages,
              ids: error.ids,
              status: error.status,
            },
          });
          report.needsDecision += 1;
          continue;
        }
        // No usable answer: maybe applied. Keep it, back off, and reconcile before the next attempt.
        const attempts = entry.attempts + 1;
        const notBefore = now() + backoffDelay(attempts, options.random);
        await update(db, entry.clientId, { attempts, notBefore, mustReconcile: true, claimedBy: null });
        report.deferred += 1;
        report.nextAttemptAt = Math.min(report.nextAttemptAt ?? notBefore, notBefore);
        if (!isApiError(error) || error.kind === 'network' || error.kind === 'timeout') {
          if (!isApiError(error)) console.error('Outbox handler failed', error);
          report.stoppedBecause = 'offline';
          return;
        }
      }
    }
    // Queues whose head is still queued (backing off, or claimed by a replayer that vanished) are waiting.
    const remaining = [...(await db.outbox.toArray()), ...memoryOutbox().values()].sort((a, b) => a.order - b.order);
    const heads = new Map<string, OutboxRow>();
    for (const entry of remaining) if (!heads.has(entry.queue)) heads.set(entry.queue, entry);
    const waiting = [...heads.values()].filter((entry) => entry.status === 'queued' && !blocked.has(entry.queue));
    if (waiting.length > 0) {
      report.stoppedBecause = 'waiting';
      const earliest = Math.min(...waiting.map((entry) => Math.max(entry.notBefore, entry.claimedAt + CLAIM_TTL_MS * Number(entry.claimedBy !== null))));
      report.nextAttemptAt = Math.min(report.nextAttemptAt ?? earliest, earliest);
    }
  });
  return report;
}
