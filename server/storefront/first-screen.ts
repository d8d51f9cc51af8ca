/**
 * Builds the page for a navigation: reads the customer's context from the cookie, fetches the route's planned
 * answers through the given fetcher (in-process on the reference server, over HTTP in front of another
 * backend), and composes the shell with them. Any answer that fails, or is not back within the time limit, is
 * left out: the app then fetches it itself, exactly as without this module. Stateless.
 *
 * On a public screen (the plan says which) the server also renders the screen's markup with the app's own
 * components (src/entry-server.tsx, built into dist-server/), asking the API through `transport`. A render
 * that fails or runs out of time leaves the shell as it was: the browser renders the screen itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contextHeaders, decodeContext, answerKey, encodeContext, firstScreenContext, renderedFor, settleWithin, type FirstScreenAnswers, type RenderContext, type TripContext } from '../../common/first-screen/context';
import { decodeIdentity } from '../../common/first-screen/identity';
import { isThemeChoice } from '../../common/first-screen/theme';
import { type RenderedPage, type RenderRequest, type Transport } from '../../common/first-screen/render';
import { answersByText, carryOnce, referAnswers } from './answer-references';
import { preloadsFor, readBuildManifest } from './assets';
import { composePage, isPictureUrl } from './page';
import { runtimeConfigFile } from './runtime-config';
import { planFirstScreen, type PlannedRequest } from './plan';
import { momentStamp } from './moment-stamp';
import { createRenderCache, renderKey, type KeptRender } from './render-cache';

/** Answers one planned GET with these headers: the parsed JSON body of a 200, or undefined. */
export type AnswerFetcher = (request: PlannedRequest, headers: Record<string, string>) => Promise<unknown>;

export const ANSWER_TIME_LIMIT_MS = 800;
/** A server render waits for its data and any render queued before it; past this, the shell goes out as it is. */
export const RENDER_TIME_LIMIT_MS = 1500;

/** How the page's builder reaches the API: planned answers, and the server render's requests. */
export interface PageApi {
  answers: AnswerFetcher;
  transport: Transport;
  /** The runtime configuration the page carries; by default the built `runtime-config.js`'s. */
  runtimeConfig?: () => Record<string, unknown> | null;
  /** The API's own clock, which the render's "now" follows (the machine's when absent). */
  now?: () => Date;
  /**
   * The API's data version: a number that moves whenever its data changes (the reference server's table
   * versions), or null when nothing may be kept now. Without it, every public screen is rendered afresh.
   */
  version?: () => number | null;
}

/** The raw values of the cookies a page request carried: the customer's public context, and who they are (checkout only). */
export interface PageCookies {
  context?: string;
  identity?: string;
  /** The customer's theme (first-screen/theme.ts). */
  theme?: string;
}

/** A page as built: its HTML, and whether it is whole (every planned answer in it, and the markup where planned). */
export interface BuiltPage {
  html: string;
  whole: boolean;
}

/** What the page for a request may be kept by (page-cache.ts), and the data version and minute it is valid for. */
export interface PageKey {
  key: string;
  stamp: string;
}

export interface FirstScreenPages {
  /** The page for this URL (path and query), given the request's cookies, asking the API through `api`. */
  page(url: string, cookies: PageCookies, api: PageApi): Promise<string>;
  /** The same, with whether it is whole (a page missing an answer or its markup is not to be kept). */
  build(url: string, cookies: PageCookies, api: PageApi): Promise<BuiltPage>;
  /**
   * What the page for this request is kept by, worked out before building it: everything the page is made of
   * (the URL, the context as the first screen is prepared for it, the theme, the runtime configuration, the
   * data version and the minute), so a request with the same key gets the same bytes. Null: not to be kept (a
   * personal screen, or an API whose data version this process cannot watch).
   */
  keyOf(url: string, cookies: PageCookies, api: PageApi): PageKey | null;
  /** Renders one page in the background, so the first customer's render is not also the renderer's first. */
  warm(api: PageApi): Promise<void>;
}

/** The server render's build: the render, and the trip a render for a context would note (for a kept render). */
export interface Renderer {
  renderPage: (request: RenderRequest) => Promise<RenderedPage | null>;
  tripFor?: (context: RenderContext, now?: number) => TripContext | null;
}

/** The server render's build, beside the app's (`dist` → `dist-server/entry-server.js`); none when it was not built. */
function loadRenderer(distDir: string): Promise<Renderer | null> {
  const entry = join(dirname(distDir), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return Promise.resolve(null);
  return import(pathToFileURL(entry).href).then(
    (module: Renderer) => ({ renderPage: module.renderPage, tripFor: module.tripFor }),
    (error: unknown) => {
      console.warn('The server render could not be loaded; pages go out without markup', error);
      return null;
    },
  );
}

/**
 * The render's transport, answering a GET the page has already asked for (the same path and query, with the
 * same context's headers) from that answer instead of asking the API a second time.
 */
function reusing(transport: Transport, asked: Map<string, Promise<unknown>>, unplanned: { count: number }): Transport {
  const prefix = new URL(transport.baseUrl).pathname.replace(/\/+$/, '');
  return {
    ...transport,
    fetchImpl: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
      const earlier = (init?.method ?? 'GET') === 'GET' ? asked.get(answerKey(path, Object.fromEntries(url.searchParams))) : undefined;
      const body = earlier ? await earlier : undefined;
      if (body !== undefined) return Response.json(body);
      unplanned.count += 1;
      return transport.fetchImpl(input, init);
    },
  };
}

export interface FirstScreenOptions {
  answerLimitMs?: number;
  renderLimitMs?: number;
  /** The server render; by default the build's (`dist-server/entry-server.js`). */
  renderer?: Promise<Renderer | null>;
}

export function createFirstScreenPages(distDir: string, options: FirstScreenOptions = {}): FirstScreenPages {
  const limitMs = options.answerLimitMs ?? ANSWER_TIME_LIMIT_MS;
  const renderLimitMs = options.renderLimitMs ?? RENDER_TIME_LIMIT_MS;
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = readBuildManifest(distDir);
  const runtimeConfig = runtimeConfigFile(join(distDir, 'runtime-config.js'));
  // Loaded now, not on the first navigation, which would otherwise wait for it.
  const renderer = options.renderer ?? loadRenderer(distDir);
  const renders = createRenderCache();
  // The runtime configuration in a page key: the same values are the same object until the file changes.
  const configIds = new WeakMap<object, number>();
  let configs = 0;
  const configId = (config: Record<string, unknown> | null) => {
    if (config === null) return 0;
    let id = configIds.get(config);
    if (id === undefined) configIds.set(config, (id = ++configs));
    return id;
  };
  const build = async (url: string, cookies: PageCookies, api: PageApi): Promise<BuiltPage> => {
    const decoded = decodeContext(cookies.context);
    // The position as the first screen is prepared for it: customers about 110 m apart share its answers.
    const context = decoded && firstScreenContext(decoded);
    const at = url.indexOf('?');
    const path = at < 0 ? url : url.slice(0, at);
    const search = at < 0 ? '' : url.slice(at + 1);
    const plan = planFirstScreen(path, search, context);
    const headers = context ? contextHeaders(context) : { 'X-localization': 'en' };
    // Each planned answer is asked for once; the render takes those it needs from here.
    const asked = new Map(plan.requests.map((request) => [answerKey(request.path, request.query), settleWithin(api.answers(request, headers), limitMs)]));
    // A personal screen is rendered only for the customer the request names, and only with what their own app
    // would be answered (the render asks with their token or guest id).
    const identity = plan.render === 'personal' ? decodeIdentity(cookies.identity) : null;
    const bodies = await Promise.all(plan.requests.map((request) => asked.get(answerKey(request.path, request.query))));
    const answers: FirstScreenAnswers = { headers, answers: {} };
    plan.requests.forEach((request, index) => {
      if (bodies[index] !== undefined) answers.answers[answerKey(request.path, request.query)] = bodies[index];
    });
    const renderNow = async (): Promise<KeptRender | null> => {
      const renderPage = (await renderer)?.renderPage;
      if (!renderPage || !context) return null;
      const unplanned = { count: 0 };
      const page = await renderPage({ path, search, context, identity, transport: reusing(api.transport, asked, unplanned), limitMs: renderLimitMs, now: api.now?.().getTime() });
      if (!page) return null;
      // Kept only when the markup is the answers' alone: public, every request planned, every datum parsed from one.
      const refill = page.owner === null && unplanned.count === 0 ? (page.refill ?? null) : null;
      // Each datum parsed from an answer is carried once (this render's own answers, whether it is kept or not).
      const answerKeys = page.answerKeys ?? null;
      return { html: page.html, language: page.language, direction: page.direction, queries: page.state, refill, answerKeys, parts: page.parts, trip: page.trip, owner: page.owner, place: page.place ?? null, fresh: true };
    };
    const render = async (): Promise<KeptRender | null> => {
      if (!plan.render || !context || (plan.render === 'personal' && !identity)) return null;
      // Public screens only; without a data version (a backend this process cannot watch) renders are still
      // kept by their answers' content, bounded in number.
      const stamp = plan.render === true ? momentStamp(api.version ? api.version() : 0, api.now) : null;
      // The trip this customer's render would note (their position is its default pickup, on the API's clock).
      const trip = stamp === null ? undefined : (await renderer)?.tripFor?.(context, api.now?.().getTime());
      if (stamp === null || trip === undefined) return renderNow();
      const kept = await renders.render(renderKey({ path, search, context, trip, origin: api.transport.baseUrl, answers: answers.answers }), stamp, renderNow);
      if (!kept || kept.fresh) return kept && { ...kept, fresh: false };
      // Another customer's render: this customer's own data, parsed from their answers, and their trip.
      const queries = kept.refill?.(answers.answers);
      return queries ? { ...kept, queries, trip } : renderNow();
    };
    const kept = await render().catch(() => null);
    // Each answer carried once: the parsed data the render took from it, or (not knowing which) the answer as it came.
    const once = kept?.answerKeys ? carryOnce(kept.queries, kept.answerKeys, answers.answers) : null;
    if (once) answers.answers = once.answers;
    const rendered = kept && {
      html: kept.html,
      language: kept.language,
      direction: kept.direction,
      state: {
        context: renderedFor(context as NonNullable<typeof context>),
        owner: kept.owner,
        ...(kept.place ? { place: kept.place } : {}),
        queries: once ? once.state : referAnswers(kept.queries, answersByText(answers.answers)),
        parts: kept.parts,
        trip: kept.trip,
      },
    };
    const pictureAnswer = plan.picture ? bodies[plan.requests.indexOf(plan.picture.request)] : undefined;
    const picture = plan.picture && pictureAnswer !== undefined ? plan.picture.pick(pictureAnswer) : null;
    const html = composePage(shell, {
      answers: Object.keys(answers.answers).length > 0 ? answers : null,
      preloads: preloadsFor(manifest, plan.sources),
      picture: isPictureUrl(picture) ? picture : null,
      rendered,
      runtimeConfig: (api.runtimeConfig ?? runtimeConfig)(),
      theme: isThemeChoice(cookies.theme) ? cookies.theme : null,
    });
    const answered = bodies.every((body) => body !== undefined);
    // Without a render built at all, the page without markup is the whole page.
    return { html, whole: answered && (!plan.render || !context || rendered !== null || (await renderer) === null) };
  };
  return {
    async warm(api) {
      const renderPage = (await renderer)?.renderPage;
      const context = { zoneId: null, moduleId: null, moduleType: null, language: 'en', latitude: null, longitude: null };
      await renderPage?.({ path: '/', search: '', context, transport: api.transport, limitMs: 10_000 });
    },
    build,
    async page(url, cookies, api) {
      return (await build(url, cookies, api)).html;
    },
    keyOf(url, cookies, api) {
      const stamp = api.version ? momentStamp(api.version(), api.now) : null;
      if (stamp === null) return null;
      const decoded = decodeContext(cookies.context);
      const context = decoded && firstScreenContext(decoded);
      const at = url.indexOf('?');
      const plan = planFirstScreen(at < 0 ? url : url.slice(0, at), at < 0 ? '' : url.slice(at + 1), context);
      if (plan.render === 'personal') return null;
      const theme = isThemeChoice(cookies.theme) ? cookies.theme : null;
      return { key: JSON.stringify([url, context && encodeContext(context), theme, configId((api.runtimeConfig ?? runtimeConfig)())]), stamp };
    },
  };
}
