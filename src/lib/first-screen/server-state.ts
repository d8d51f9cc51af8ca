/**
 * The server-rendered page's own data: the query answers it was rendered with and the context it was rendered
 * for (see src/entry-server.tsx). The browser hydrates the markup only when its session is that context, and,
 * for a personal page (the checkout), that very customer and the place they chose; otherwise (another tab changed the zone or signed
 * out, a stale page from the cache) it renders afresh over it.
 */
import { readTripContext, renderedFor, SERVER_STATE_ELEMENT_ID, type TripContext } from '@common/first-screen/context';
import { ANSWER_REFERENCE, isAnswerReference, type ServerState as PageServerState } from '@common/first-screen/render';
import { placeOf, samePlace } from '@common/first-screen/identity';
import { ownerOf } from '../outbox/owner';
import type { DehydratedState } from '../query';
import type { SessionState } from '../session';
import { pageAnswer } from './answers';
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
    if (value.owner != null && (value.owner !== ownerOf(session) || !samePlace(value.place, placeOf(session)))) return null;
    const queries = withAnswers(value.queries);
    return queries ? { ...value, queries, trip: readTripContext(value.trip) } : null;
  } catch {
    return null;
  }
}

/** The value a reference names (the page's answer), or the value itself; null when the page lacks the answer. */
function resolved(value: unknown): { value: unknown } | null {
  if (!isAnswerReference(value)) return { value };
  const answer = pageAnswer(value[ANSWER_REFERENCE]);
  return answer ? { value: answer.body } : null;
}

/**
 * The state's queries with the data they name put back from the page's answers (the server carries each answer
 * once); null when one is missing, so the page is rendered afresh rather than taken over with a hole in it.
 */
function withAnswers(state: DehydratedState): DehydratedState | null {
  const queries: DehydratedState['queries'] = [];
  for (const query of state.queries) {
    const data: unknown = query.state.data;
    const whole = resolved(data);
    if (!whole) return null;
    const pages = (whole.value as { pages?: unknown } | null | undefined)?.pages;
    if (whole.value === data && Array.isArray(pages)) {
      const filled = pages.map(resolved);
      if (filled.some((page) => page === null)) return null;
      queries.push({ ...query, state: { ...query.state, data: { ...(data as object), pages: filled.map((page) => page?.value) } } });
    } else queries.push(whole.value === data ? query : { ...query, state: { ...query.state, data: whole.value } });
  }
  return { ...state, queries };
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
