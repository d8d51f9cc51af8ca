/**
 * What the server's renderer (src/entry-server.tsx) is asked and answers, and what the page carries of it,
 * shared with the server that calls the renderer from its build. Pure: no I/O.
 */
import { scriptSafeJson, type RenderContext, type TripContext } from './context';
import type { Identity, Place } from './identity';

/**
 * The query answers a page was rendered with, as the app's query library dehydrates them (TanStack Query's
 * `DehydratedState`, which the app names where it reads them): the server passes them through untouched.
 */
export interface DehydratedQueries {
  queries: unknown[];
  mutations: unknown[];
}

/** Where the client's requests go when the server renders a page (the API in process, or the backend over HTTP). */
export interface Transport {
  baseUrl: string;
  fetchImpl: typeof fetch;
  /** How long a request may take (the render's time limit). */
  timeoutMs?: number;
}

export interface RenderRequest {
  /** Path without the query, e.g. `/rental/vehicle-search`. */
  path: string;
  /** Query without `?` (may be empty). */
  search: string;
  context: RenderContext;
  /** The customer a personal screen (the checkout) is rendered for; public screens are rendered for nobody. */
  identity?: Identity | null;
  transport: Transport;
  /** The whole render's time limit; past it, the page is served without server markup. */
  limitMs: number;
  /** The moment (epoch ms) on the API's clock when the render starts: its defaults ("pick up in an hour") are made on it. */
  now?: number;
}

export interface RenderedPage {
  html: string;
  state: DehydratedQueries;
  /** The lazily loaded parts the markup holds: the browser loads them before it hydrates. */
  parts: string[];
  language: 'en' | 'ar';
  direction: 'ltr' | 'rtl';
  /** Whose data the markup holds (the outbox's owner key: a guest id, or a hash of the token), or null when public. */
  owner: string | null;
  /** On a personal page, the place it was rendered for (the checkout's delivery address), else null. */
  place?: Place | null;
  /** The rental trip search the markup was rendered for (its results and prices depend on it). */
  trip: TripContext | null;
  /**
   * When every query's data was parsed from one answer as it came: the same state for other answers to the
   * same requests, each parsed again (null if one is missing or does not parse). The markup can then be reused
   * for a customer whose answers differ only in what it does not show, with that customer's own data.
   */
  refill?: ((answers: Record<string, unknown>) => DehydratedQueries | null) | null;
  /**
   * For each of the state's queries, the answer its data was parsed from (one per page of an infinite query;
   * null for data worked out from an answer), so the page can carry that parsed data once, in place of the
   * answer (server/storefront/answer-references.ts).
   */
  answerKeys?: (string | string[] | null)[] | null;
}

/** What the page carries beside the markup: the context it was rendered for, its answers and its parts. */
export interface ServerState<Queries extends DehydratedQueries = DehydratedQueries> {
  context: string;
  /** Whose page it is (RenderedPage.owner): the browser takes it over only for that very customer. */
  owner?: string | null;
  /** RenderedPage.place: the browser takes a personal page over only when its session chose that very place. */
  place?: Place | null;
  queries: Queries;
  parts: string[];
  /** RenderedPage.trip: the browser starts from it what the customer has not chosen (a default pickup time). */
  trip?: TripContext | null;
}

/** The block's text, safe inside a `<script>` element. */
export function serialiseServerState(state: ServerState): string {
  return scriptSafeJson(state);
}

/**
 * A query whose answer the page already carries in its answers block (context.ts) holds, in the server state,
 * only the name of that answer instead of the data again: `{ "$answer": "<answerKey>" }` in place of its data
 * (or of one page of an infinite query's data). The browser puts the answer back before it hydrates.
 */
export const ANSWER_REFERENCE = '$answer';

export interface AnswerReference {
  [ANSWER_REFERENCE]: string;
}

export function isAnswerReference(value: unknown): value is AnswerReference {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[ANSWER_REFERENCE] === 'string' && Object.keys(value).length === 1;
}
