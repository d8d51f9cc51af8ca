/**
 * Server renders of public screens, kept by what the markup is made of: the route (path and query), the
 * customer's context but their position (zone, module, language, the trip), and the answers it was rendered
 * from. A customer whose answers are the same gets the same markup without a render, with the state parsed
 * from their own answers, so the data the app takes over is theirs.
 *
 * The position is left out of the key (but on a rental screen, whose trip's pickup defaults to it), and each answer's `distance` (a listed store's distance from the
 * customer) out of the answers' text: the markup never shows either, so customers a few streets apart whose
 * answers list the same stores in the same order share one render. Where the order differs (nearest first),
 * the answers differ, and so does the key. A build test renders the same screen at two points and checks the
 * markup is the same (src/testing/first-screen-cache.test.ts).
 *
 * Only renders that asked nothing but the planned answers, and whose every query's data was parsed from one
 * of them as it came (`refill`), are kept: a customer served from the cache gets the state parsed from their
 * own answers, never the rendering customer's data, and what a render fetched for itself is not in the key.
 * Nothing personal is kept (the checkout is never rendered through here). All is dropped when the data
 * version moves, and past `maxEntries`.
 */
import { createHash } from 'node:crypto';
import type { RenderContext, TripContext } from '../../common/first-screen/context';
import type { DehydratedQueries } from '../../common/first-screen/render';
import type { Place } from '../../common/first-screen/identity';
import { stampedEntries } from './stamped-entries';

export interface KeptRender {
  html: string;
  language: 'en' | 'ar';
  direction: 'ltr' | 'rtl';
  /** The server state's queries, with the data of the customer it was rendered for. */
  queries: DehydratedQueries;
  /** The same queries' data parsed from another customer's answers (RenderedPage.refill); null: not to be kept. */
  refill: ((answers: Record<string, unknown>) => DehydratedQueries | null) | null;
  /** RenderedPage.answerKeys: the answer each query's data was parsed from, where it was. */
  answerKeys: (string | string[] | null)[] | null;
  parts: string[];
  trip: TripContext | null;
  owner: string | null;
  place?: Place | null;
  /** Rendered for this very request (not taken from the cache). */
  fresh: boolean;
}

export interface RenderKeyParts {
  path: string;
  search: string;
  context: RenderContext;
  /** The trip the render notes: a rental screen shows it (its pickup defaults to the position); others do not. */
  trip: TripContext | null;
  /** Where the render's own requests go (one server may serve for several backends). */
  origin: string;
  /** The answers by key, in the plan's order. */
  answers: Record<string, unknown>;
}

/** Fields the markup never shows, whose values differ from customer to customer. */
const UNSHOWN = new Set(['distance']);
const withoutUnshown = (key: string, value: unknown) => (UNSHOWN.has(key) ? undefined : value);

// An answer kept by the answer cache is the same object for every customer: its text is worked out once.
const texts = new WeakMap<object, string>();
function answerText(body: unknown): string {
  if (typeof body !== 'object' || body === null) return JSON.stringify(body) ?? 'undefined';
  let text = texts.get(body);
  if (text === undefined) texts.set(body, (text = JSON.stringify(body, withoutUnshown)));
  return text;
}

export function renderKey(parts: RenderKeyParts): string {
  const { context } = parts;
  const hash = createHash('sha256');
  const trip = context.moduleType === 'rental' ? parts.trip : null;
  hash.update(JSON.stringify([parts.path, parts.search, parts.origin, context.zoneId, context.moduleId, context.moduleType, context.language, context.trip ?? null, trip]));
  for (const [key, body] of Object.entries(parts.answers)) hash.update(`\n${key}\n`).update(answerText(body));
  return hash.digest('base64url');
}

export interface RenderCache {
  /** The kept render for this key, or a new one (`render`), kept when it may be; renders of one key at once share one. */
  render(key: string, stamp: string, render: () => Promise<KeptRender | null>): Promise<KeptRender | null>;
}

export function createRenderCache(maxEntries = 2_000): RenderCache {
  const entries = stampedEntries<KeptRender, KeptRender | null>(maxEntries);
  return {
    async render(key, at, render) {
      const { kept, flying } = entries.find(key, at);
      if (kept) return kept;
      if (flying) {
        const shared = await flying;
        return shared?.refill ? { ...shared, fresh: false } : render();
      }
      return entries.build(key, render(), (page) => (page?.refill ? { ...page, fresh: false } : null));
    },
  };
}
