/**
 * The server's render of a page: the same components as the browser, for the request's path and search and
 * the customer's public context (zone, module, language, position from the context cookie), with the public
 * data the screen asks for fetched first, so the HTML shows the real first screen before any script runs.
 *
 * How the data is found: the page is rendered, the queries it created and would fetch are fetched, and it is
 * rendered again, until it asks for nothing new (a few passes at most; a screen that needs one answer to know
 * its next question takes two). The queries' answers go into the page beside the markup, and the browser puts
 * them in its own cache before it hydrates, so its first render is this render.
 *
 * Public screens are rendered for nobody: the session has no token and no guest id, so nothing personal is
 * fetched or rendered. A personal screen (the checkout) is rendered for the customer the request names, with
 * their token or guest id, exactly as their own app would ask. Renders run one at a time (the session, the
 * language and the API transport are module state).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, hydrate, QueryClient, skipToken, type Query } from './lib/query';
import { Router } from 'wouter';
import { getConfig } from './api/config';
import { getModules } from './api/modules';
import { App } from './app/app';
import { applyConfig } from './app/bootstrap-effects';
import { setServerTransport, type ParsedAnswerListener } from './lib/api-client';
import { operatorNow, setClockAhead } from './lib/operator-time';
import { notingParts } from './lib/lazy-part';
import { parsedAgain } from './lib/first-screen/parsed-again';
import { answerKey, settleWithin, type RenderContext, type TripContext } from '@common/first-screen/context';
import type { DehydratedQueries, RenderedPage, RenderRequest } from '@common/first-screen/render';
import { directionOf, isLanguage, LANGUAGES, setLanguage, type Language } from './lib/i18n';
import { getSession, setPersonalPage, updateSession, type SessionState } from './lib/session';
import { ownerOf } from './lib/outbox/owner';
import { placeOf } from '@common/first-screen/identity';
import { serverTrip, setServerTrip, tripForContext } from './features/rental/trip-search-store';

const MAX_PASSES = 4;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one page (queued behind any render in progress); null when it could not be rendered within the
 * request's limit, counted from now (a render whose page has already gone out without markup is skipped).
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const deadline = Date.now() + request.limitMs;
  // The next render starts only once this one has finished, late or not: they share the module state. Its
  // API requests give up at the limit, so a slow backend cannot hold the queue for long.
  const run = queue.then(() => (Date.now() >= deadline ? null : renderNow({ ...request, transport: { ...request.transport, timeoutMs: deadline - Date.now() } })));
  queue = run.catch(() => undefined);
  return settleWithin(run, request.limitMs).then((page) => page ?? null);
}

/** Where a parsed value came from: the answer's key, and how it was parsed. */
interface Source {
  key: string;
  parse: (body: unknown) => unknown;
}

let sources = new WeakMap<object, Source>();
const noteParsed: ParsedAnswerListener = (value, asked, parse) => {
  if (typeof value === 'object' && value !== null) sources.set(value, { key: answerKey(asked.path, asked.query), parse });
};

async function renderNow(request: RenderRequest): Promise<RenderedPage | null> {
  sources = new WeakMap();
  setServerTransport(request.transport, noteParsed);
  setClockAhead(request.now === undefined ? 0 : request.now - Date.now());
  try {
    return await renderWithData(request);
  } catch (error) {
    console.warn('Server render failed', request.path, error);
    return null;
  } finally {
    setServerTransport(null);
    setClockAhead(0);
    // Nobody's identity outlives their render.
    updateSession({ token: null, guestId: null });
    setPersonalPage(false);
  }
}

/** The session a render for this context starts from (public: no token, no guest id, unless `identity` names one). */
function sessionOf(context: RenderContext, identity: RenderRequest['identity']): SessionState {
  const language: Language = isLanguage(context.language) ? context.language : 'en';
  const option = LANGUAGES.find((entry) => entry.code === language);
  const place = identity?.place ?? null;
  // A personal page is rendered at the customer's own place (their delivery address), public ones at the context's position.
  const latLng = place ? { lat: place.lat, lng: place.lng } : context.latitude && context.longitude ? { lat: Number(context.latitude), lng: Number(context.longitude) } : null;
  return { token: identity?.token ?? null, guestId: identity?.guestId ?? null, location: place?.label ?? null, module: null, language, direction: directionOf(language), country: option?.country ?? null, zoneId: context.zoneId, latLng };
}

/**
 * The trip a render for this context notes (RenderedPage.trip: from the customer's position and the operator's
 * clock), for a page whose markup is a kept render of another customer's (server/storefront/render-cache.ts).
 */
export function tripFor(context: RenderContext, now?: number): TripContext {
  setClockAhead(now === undefined ? 0 : now - Date.now());
  try {
    return tripForContext(context.trip, sessionOf(context, null));
  } finally {
    setClockAhead(0);
  }
}

async function renderWithData(request: RenderRequest): Promise<RenderedPage | null> {
  const { context } = request;
  const session = sessionOf(context, request.identity);
  const language = session.language as Language;
  await setLanguage(language, null);
  updateSession(session);
  setPersonalPage(Boolean(request.identity));
  const [config, module] = await Promise.all([getConfig().catch(() => null), moduleOf(context)]);
  if (!config) return null;
  applyConfig(config);
  updateSession({ module });
  setServerTrip(context.trip, getSession());

  const client = serverClient();
  const tried = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const { result, parts } = await notingParts(() => render(request, client));
    if (result.errors.length > 0) return null;
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((query) => !tried.has(query.queryHash) && wouldFetch(query));
    const failed = client.getQueryCache().getAll().some((query) => query.state.status === 'error');
    // Nothing more to ask and nothing failed: this very render is the page (its data is all in the state).
    if (waiting.length === 0 && !failed) return page(result.html, client, parts, language);
    if (waiting.length === 0) break;
    waiting.forEach((query) => tried.add(query.queryHash));
    await Promise.all(waiting.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
  }
  // Rendered again from the answers that came back only: what failed is left to the browser, in both.
  const fixed = serverClient();
  hydrate(fixed, dehydrated(client));
  const { result, parts } = await notingParts(() => render(request, fixed));
  return result.errors.length > 0 ? null : page(result.html, fixed, parts, language);
}

const dehydrated = (client: QueryClient) => dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' });

/**
 * The state with its answers dated on the API's clock (the operator's, which a test may have moved), as the
 * customer's browser, whose clock agrees with it, judges their age: an answer just given is fresh there too.
 */
function onApiClock(state: DehydratedQueries): DehydratedQueries {
  const ahead = operatorNow().getTime() - Date.now();
  if (ahead === 0) return state;
  type Dated = { dehydratedAt?: number; state: { dataUpdatedAt: number } };
  const queries = (state.queries as Dated[]).map((query) => ({
    ...query,
    ...(query.dehydratedAt === undefined ? {} : { dehydratedAt: query.dehydratedAt + ahead }),
    state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt + ahead },
  }));
  return { ...state, queries } as DehydratedQueries;
}

function page(html: string, client: QueryClient, parts: string[], language: Language): RenderedPage {
  const state = onApiClock(dehydrated(client));
  const each = (state.queries as { state: { data?: unknown } }[]).map((query) => planOf(query.state.data));
  const plans = each.every((plan) => plan !== null) ? (each as Plan[]) : null;
  return {
    html,
    state,
    parts,
    language,
    direction: directionOf(language),
    owner: ownerOf(getSession()),
    place: ownerOf(getSession()) === null ? null : placeOf(getSession()),
    trip: serverTrip(),
    refill: plans && refillOf(state, plans),
    answerKeys: each.map((plan) => (plan === null ? null : 'whole' in plan ? plan.whole.key : plan.pages.map((source) => source.key))),
  };
}

/** Where each query's data (each page of an infinite one) came from: the answer it was parsed from as it came. */
type Plan = { whole: Source } | { pages: Source[] };

/** A query's plan, or null when its data was worked out from answers (a list taken out of one) rather than parsed from one. */
function planOf(data: unknown): Plan | null {
  const whole = typeof data === 'object' && data !== null ? sources.get(data) : undefined;
  const pages = (data as { pages?: unknown } | undefined)?.pages;
  if (whole) return { whole };
  if (Array.isArray(pages) && pages.length > 0 && pages.every((entry) => typeof entry === 'object' && entry !== null && sources.has(entry))) return { pages: pages.map((entry) => sources.get(entry as object) as Source) };
  return null;
}

/**
 * When every query's data (each page of an infinite one) was parsed from one answer as it came, the state
 * for other answers of the same requests: each parsed again from its answer (null when one is missing or
 * does not parse). (Without such plans the state holds data worked out from answers, which cannot be redone.)
 */
function refillOf(state: DehydratedQueries, plans: Plan[]): NonNullable<RenderedPage['refill']> {
  type Query = { state: { data?: unknown } };
  // An answer kept by the server is the same object for every customer: parsed once (the parsed data is only serialised).
  const parsed = new WeakMap<object, unknown>();
  // The last answer parsed for each request: another that differs only in its distances is parsed from it (parsed-again.ts).
  const last = new Map<string, { body: unknown; value: unknown }>();
  const parseOnce = (source: Source, body: unknown) => {
    if (typeof body !== 'object' || body === null) return source.parse(body);
    if (!parsed.has(body)) {
      const earlier = last.get(source.key);
      const value = (earlier && parsedAgain(earlier.body, earlier.value, body)) ?? source.parse(body);
      parsed.set(body, value);
      last.set(source.key, { body, value });
    }
    return parsed.get(body);
  };
  return (answers) => {
    const parse = (source: Source) => (Object.hasOwn(answers, source.key) ? parseOnce(source, answers[source.key]) : undefined);
    try {
      const queries = (state.queries as Query[]).map((query, index) => {
        const plan = plans[index];
        if (!plan) throw new Error('no plan');
        const data = 'whole' in plan ? parse(plan.whole) : { ...(query.state.data as object), pages: plan.pages.map(parse) };
        if (data === undefined || ('pages' in plan && (data as { pages: unknown[] }).pages.includes(undefined))) throw new Error('missing answer');
        // Fresh data, answered just now: as old as a render of its own would be.
        const now = Date.now();
        return { ...query, ...('dehydratedAt' in query ? { dehydratedAt: now } : {}), state: { ...query.state, data, dataUpdatedAt: now } };
      });
      return { ...state, queries };
    } catch {
      return null;
    }
  };
}

async function moduleOf(context: RenderContext) {
  if (!context.moduleId) return null;
  const modules = await getModules(context.zoneId).catch(() => []);
  return modules.find((module) => String(module.id) === context.moduleId) ?? null;
}

function serverClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } } });
}

/** A query the page created and would fetch on mount: not fetched yet, enabled, with a function to fetch. */
function wouldFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (queryFn === undefined || queryFn === skipToken) return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

async function render(request: RenderRequest, client: QueryClient): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={request.path} ssrSearch={request.search}>
        <App serverClient={client} />
      </Router>
    </StrictMode>,
    // Every boundary inline, in place: the page is complete, nothing is revealed later by a script.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  if (errors.length > 0) console.warn('Server render failed', request.path, errors[0]);
  return { html, errors };
}
