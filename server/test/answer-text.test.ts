/**
 * Answers made without serializing every value anew are the bytes serializing would make: `jsonText` with
 * `RawJson` pieces is `JSON.stringify`; a search's and an item list's kept card texts are their cards serialized,
 * and an answer kept as bytes is the answer; a compressed body
 * remembered for an answer is that answer compressed; the security headers set from the recorded list are
 * helmet's own for the same options.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { brotliCompressSync, constants } from 'node:zlib';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberOutputs } from '../http/compression';
import { inputOf, pageOf, paginated } from '../http/input';
import { jsonAnswer, jsonText, RawJson, JSON_CONTENT_TYPE } from '../http/raw-json';
import { securityHeaderSteps } from '../http/security-headers';
import { catalogRequest } from '../routes/catalog/context';
import { commonQuery } from '../routes/catalog/items';
import { moduleCategoryBriefs } from '../services/catalog/categories';
import { formatItemsCompact } from '../services/catalog/item-format';
import { pageOfCompactItems } from '../services/catalog/item-queries';
import { vehicleCards } from '../services/rental/cards';
import { searchVehicles } from '../services/rental/search';
import { api, DUBAI_MALL, RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

describe('jsonText', () => {
  it('writes what JSON.stringify writes, with raw pieces as they are', () => {
    const values: unknown[] = [
      { a: 1, b: 'two', c: [1, 'x', null, undefined, () => 1], d: undefined, e: () => 1, f: { g: new Date(0), h: NaN, i: -0 }, '2': 'index first', 'é"\n': 'escaped' },
      [undefined, { toJSON: () => 'custom' }, Object.create(null) as object, [[]], ''],
      'text',
      12.5,
      null,
      true,
    ];
    for (const value of values) expect(jsonText(value)).toBe(JSON.stringify(value));
    const inner = { name: 'card', list: [1, 2] };
    expect(jsonText({ total: 1, vehicles: [new RawJson(JSON.stringify(inner)), inner], tail: undefined })).toBe(JSON.stringify({ total: 1, vehicles: [inner, inner] }));
  });
});

describe('jsonAnswer', () => {
  it('is the same bytes object for the same kept pieces and values, and new bytes when either changes', () => {
    const types: string[] = [];
    const reply = { type: (value: string) => types.push(value) } as unknown as FastifyReply;
    const a = new RawJson('{"card":"a"}', true);
    const b = new RawJson('{"card":"b"}', true);
    const first = jsonAnswer(reply, { total: 2, cards: [a, b] });
    expect(first.toString()).toBe('{"total":2,"cards":[{"card":"a"},{"card":"b"}]}');
    expect(jsonAnswer(reply, { total: 2, cards: [a, b] })).toBe(first);
    expect(jsonAnswer(reply, { total: 3, cards: [a, b] }).toString()).toBe('{"total":3,"cards":[{"card":"a"},{"card":"b"}]}');
    const sameText = new RawJson('{"card":"b"}', true);
    expect(jsonAnswer(reply, { total: 2, cards: [a, sameText] }).equals(first)).toBe(true);
    const fresh = new RawJson('{"card":"c"}');
    const once = jsonAnswer(reply, { total: 2, cards: [a, fresh] });
    expect(once.toString()).toBe('{"total":2,"cards":[{"card":"a"},{"card":"c"}]}');
    expect(jsonAnswer(reply, { total: 2, cards: [a, fresh] })).not.toBe(once);
    expect(jsonAnswer(reply, { text: 'with \u0000 inside', cards: [a] }).toString()).toBe(JSON.stringify({ text: 'with \u0000 inside', cards: [{ card: 'a' }] }));
    expect(new Set(types)).toEqual(new Set([JSON_CONTENT_TYPE]));
  });
});

describe('remembered compression', () => {
  it('gives an input seen before the output it got then, and new inputs their own', () => {
    let runs = 0;
    const compress = rememberOutputs((input) => {
      runs += 1;
      return brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    }, 2);
    const a = Buffer.from(JSON.stringify({ page: 'a', filler: 'x'.repeat(2000) }));
    const b = Buffer.from(JSON.stringify({ page: 'b', filler: 'x'.repeat(2000) }));
    const c = Buffer.from(JSON.stringify({ page: 'c', filler: 'y'.repeat(2000) }));
    const first = compress(a);
    expect(compress(Buffer.from(a))).toBe(first);
    expect(runs).toBe(1);
    expect(compress(b).equals(brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }))).toBe(true);
    compress(c);
    // Two remembered: a was used least recently and is compressed again.
    expect(compress(a).equals(first)).toBe(true);
    expect(runs).toBe(4);
  });
});

describe('security headers', () => {
  it("are helmet's own header changes for the same options, in its order", () => {
    const options = { contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } }, crossOriginEmbedderPolicy: false, frameguard: { action: 'deny' as const } };
    const seen: string[] = [];
    const response = { setHeader: (name: string, value: unknown) => seen.push(`set ${name}: ${String(value)}`), removeHeader: (name: string) => seen.push(`remove ${name}`) };
    helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
    expect(securityHeaderSteps(options).map((step) => ('set' in step ? `set ${step.set}: ${step.value}` : `remove ${step.remove}`))).toEqual(seen);
    expect(seen.some((line) => line.startsWith('set Content-Security-Policy'))).toBe(true);
  });
});

describe('answers from kept card texts', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The same search and item list answered with their cards as objects, serialized by Fastify, for comparison.
    server = await startTestServer({
      setup: (app, ctx) => {
        app.get('/probe/popular-objects', (request) => {
          const req = catalogRequest(ctx, request);
          const page = pageOf(req.input, 25);
          const query = { ...commonQuery(req, 'popular'), search: typeof req.input.search === 'string' ? req.input.search.slice(0, 100) : undefined };
          const { total, rows } = pageOfCompactItems(req.scope, query, page);
          return paginated('products', page, total, formatItemsCompact(req.scope, rows), { echoRaw: true, extra: { categories: moduleCategoryBriefs(req.scope, req.module.id) } });
        });
        app.get('/probe/search-objects', (request) => {
          const input = inputOf(request);
          const { limit, offset, skip } = pageOf(input, 25);
          const result = searchVehicles(ctx.db, input, { now: ctx.now(), page: { skip, limit } });
          return { total_size: result.total, limit, offset, vehicles: vehicleCards(request, ctx.db, result.page, ctx.now()), min_price: result.minPrice, max_price: result.maxPrice };
        });
      },
    });
  });
  afterAll(() => server.close());

  it('is byte for byte the answer serialized from objects, in both languages, warm or cold', async () => {
    const http = api(server.baseUrl);
    const queries = [
      { pickup_location: JSON.stringify({ lat: DUBAI_MALL.lat, lng: DUBAI_MALL.lng }), date: '2099-06-15 10:00 AM', trip_type: 'hourly', sortby_price: 'asc', limit: '12', offset: '1' },
      { limit: '50', offset: '1' },
      { name: 'toyota', top_rated: '1', limit: '5', offset: '2' },
    ];
    for (const language of ['en', 'ar']) {
      for (const query of queries) {
        const headers = { ...RENTAL_HEADERS, 'X-localization': language };
        for (let round = 0; round < 2; round++) {
          const kept = await http.get('/api/v1/rental/vehicle/search', { headers, query });
          const serialized = await http.get('/probe/search-objects', { headers, query });
          expect(kept.status).toBe(200);
          expect(kept.headers.get('content-type')).toBe(serialized.headers.get('content-type'));
          expect(kept.text).toBe(serialized.text);
        }
      }
    }
  });

  it('an item list is byte for byte the list serialized from objects, in both languages, with discounts and flash sales', async () => {
    const http = api(server.baseUrl);
    const queries = [{ type: 'all', offset: '1', limit: '25' }, { offset: '2', limit: '10', filter: 'discounted' }, { offset: '1', limit: '50', search: 'a' }];
    for (const moduleId of ['1', '2', '3']) {
      for (const language of ['en', 'ar']) {
        for (const query of queries) {
          const headers = { zoneId: '[3,1]', moduleId, 'X-localization': language };
          for (let round = 0; round < 2; round++) {
            const kept = await http.get('/api/v1/items/popular', { headers, query });
            const serialized = await http.get('/probe/popular-objects', { headers, query });
            expect(kept.status).toBe(200);
            expect(kept.headers.get('content-type')).toBe(serialized.headers.get('content-type'));
            expect(kept.text).toBe(serialized.text);
          }
        }
      }
    }
  });
});
