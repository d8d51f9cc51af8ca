/**
 * Recording a cart's changes and waiting for what the server did with them, as both carts' controls do: a
 * customer who is neither signed in nor a guest yet gets a guest id first (the outbox keys every change by its
 * owner); a change that cannot be recorded (the local database refused it) is told to the customer at once.
 * The cart's storage module, with the local database, loads on first use, not with the page.
 */
import { ensureGuestId } from '@/api/guest';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { getSession, type SessionState } from '@/lib/session';
import type { EntryOutcome } from './queue';

export interface CartStorage<Change> {
  /** Records the changes for this customer; their outbox ids, in order. */
  record(session: SessionState, changes: Change[]): Promise<string[]>;
  /** Waits for what the server did with a recorded change (a while at most: then it is still waiting). */
  entryOutcome(clientId: string): Promise<EntryOutcome>;
}

export interface CartRecorder<Change> {
  /** Records changes; their outbox ids, or null when they could not be recorded (the customer is told). */
  record(changes: Change[]): Promise<string[] | null>;
  /** What the server did with a recorded change; waiting when there is none to wait for. */
  outcomeOf(clientId: string | undefined): Promise<EntryOutcome>;
}

export function cartRecorder<Change>(storage: () => Promise<CartStorage<Change>>): CartRecorder<Change> {
  return {
    async record(changes) {
      let session = getSession();
      if (!session.token && !session.guestId) {
        await ensureGuestId();
        session = getSession();
      }
      try {
        return await (await storage()).record(session, changes);
      } catch (error) {
        console.error('Could not record the cart change', error);
        notify.error(t('common.genericError'));
        return null;
      }
    },
    async outcomeOf(clientId) {
      return clientId ? (await storage()).entryOutcome(clientId) : 'waiting';
    },
  };
}
