/**
 * The server-rendered page's own data: the query answers it was rendered with and the context it was rendered
 * for (see src/entry-server.tsx). The browser hydrates the markup only when its session is that context, and,
 * for a personal page (the checkout), that very customer; otherwise (another tab changed the zone or signed
 * out, a stale page from the cache) it renders afresh over it.
 */
import { readTripContext, renderedFor, SERVER_STATE_ELEMENT_ID, type TripContext } from '@common/first-screen/context';
import type { ServerState as PageServerState } from '@common/first-screen/render';
import { ownerOf } from '../outbox/owner';
import type { DehydratedState } from '../query';
import type { SessionState } from '../session';
import { contextOfSession } from './cookie';

/** The page's server state with its answers as the query cache takes them. */
type ServerState = PageServerState<DehydratedState>;

function isServerState(value: unknown): value is ServerState {
  if (typeof value !== 'object' || value === null) return false;
  const { context, owner, queries, parts } = value as Record<string, unknown>;
  return (
    typeof context === 'string' &&
    (owner === undefined || owner === null || typeof owner === 'string') &&
    typeof queries === 'object' &&
    queries !== null &&
    Array.isArray((queries as { queries?: unknown }).queries) &&
    Array.isArray(parts) &&
    parts.every((part) => typeof part === 'string')
  );
}

/** The page's server state when it was rendered for this session, else null. */
export function serverStateFor(page: Document, session: SessionState): ServerState | null {
  const text = page.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isServerState(value) || value.context !== renderedFor(contextOfSession(session))) return null;
    return value.owner == null || value.owner === ownerOf(session) ? { ...value, trip: readTripContext(value.trip) } : null;
  } catch {
    return null;
  }
}

let takenOverTrip: TripContext | null = null;
const tripListeners = new Set<() => void>();

/**
 * The trip search the markup being taken over was rendered for (boot.tsx notes it before hydrating): the trip
 * search starts from it what the customer has not chosen, so the first render matches the markup. A trip
 * search already loaded is told (`onRenderedTrip`); one loaded later reads it (`renderedTrip`).
 */
export function noteRenderedTrip(trip: TripContext | null | undefined): void {
  takenOverTrip = trip ?? null;
  for (const listener of tripListeners) listener();
}

export function renderedTrip(): TripContext | null {
  return takenOverTrip;
}

export function onRenderedTrip(listener: () => void): () => void {
  tripListeners.add(listener);
  return () => tripListeners.delete(listener);
}
