import type { ApiError } from '../api-error';
import type { CartKind, OutboxContext, OutboxRow } from '../db';

export interface SnapshotWrite {
  kind: CartKind;
  owner: string;
  payload: unknown;
}

export interface HandlerTools {
  now: number;
  signal?: AbortSignal;
  /** The last server-confirmed snapshot for a cart, if any. */
  readSnapshot(kind: CartKind, owner: string): Promise<unknown>;
}

export interface ReconcileResult {
  /** The entry already took effect on the server (its answer was lost): it must not be sent again. */
  applied: boolean;
  /** The server state read while reconciling, stored as the new snapshot. */
  snapshot?: SnapshotWrite;
}

/**
 * How one kind of entry is replayed. Handlers are written so that a lost answer is harmless: `reconcile`
 * reads the server state and tells whether the change is already there, working from the payload alone
 * (the backend knows no idempotency key).
 */
export interface OutboxHandler {
  kind: string;
  send(entry: OutboxRow, tools: HandlerTools): Promise<{ snapshot?: SnapshotWrite }>;
  reconcile(entry: OutboxRow, tools: HandlerTools): Promise<ReconcileResult>;
  /** Names a definite refusal (a 4xx the contract defines) so the right dialog can ask the customer. */
  describeRefusal(error: ApiError, entry: OutboxRow): string;
}

export interface NewEntry {
  kind: string;
  queue: string;
  payload: unknown;
  assumed?: unknown;
  context: OutboxContext;
}

export type DrainStop = 'empty' | 'offline' | 'unauthorised' | 'aborted' | 'waiting';

export interface DrainReport {
  completed: number;
  reconciledWithoutSending: number;
  sent: number;
  deferred: number;
  needsDecision: number;
  stoppedBecause: DrainStop;
  /** Earliest time a deferred entry may be retried, if any. */
  nextAttemptAt: number | null;
}
