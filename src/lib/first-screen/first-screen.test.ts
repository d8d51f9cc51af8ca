import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, buildHeaders } from '../api-client';
import type { SessionState } from '../session';
import { string, type } from '../struct';
import { onAnswersHandedOver, resetFirstScreenAnswers, takeFirstScreenAnswer } from './answers';
import { ANSWERS_ELEMENT_ID, answerKey, contextHeaders, decodeContext, encodeContext, firstScreenCoordinate, serialiseAnswers, type FirstScreenAnswers } from '@common/first-screen/context';
import { contextOfSession } from './cookie';

const session: SessionState = {
  token: null,
  guestId: '57',
  location: 'Dubai Mall',
  latLng: { lat: 25.1985, lng: 55.2796 },
  zoneId: '[3,1]',
  module: { id: 6, module_type: 'rental', module_name: 'Rental' },
  language: 'ar',
  direction: 'rtl',
  country: 'SA',
};

const PUBLIC_HEADERS = ['X-localization', 'zoneId', 'moduleId', 'latitude', 'longitude'];

function pick(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => PUBLIC_HEADERS.includes(name)));
}

function putBlock(block: FirstScreenAnswers | string): void {
  const text = typeof block === 'string' ? block : serialiseAnswers(block);
  vi.stubGlobal('document', { getElementById: (id: string) => (id === ANSWERS_ELEMENT_ID ? { textContent: text } : null) });
  resetFirstScreenAnswers();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetFirstScreenAnswers();
});

describe('the context cookie', () => {
  it.each<[string, SessionState]>([
    ['a customer with a zone, module, position and language', session],
    ['a customer who chose a zone only, in the default language', { ...session, module: null, latLng: null, language: null }],
    ['a first visit', { ...session, zoneId: null, module: null, latLng: null, language: null }],
  ])('stands for exactly the public headers the app sends: %s', (_name, value) => {
    const decoded = decodeContext(encodeContext(contextOfSession(value)));
    expect(decoded).toEqual(contextOfSession(value));
    expect(contextHeaders(decoded!)).toEqual(pick(buildHeaders(value, false)));
  });

  it.each([
    ['empty', ''],
    ['too long', encodeURIComponent(JSON.stringify(['[3,1]', '6', 'rental', 'en', '1'.repeat(400), '2']))],
    ['broken escape', '%E0%A4%A'],
    ['not JSON', 'rental'],
    ['an object', encodeURIComponent('{"zoneId":"[3,1]"}')],
    ['a bad language', encodeURIComponent(JSON.stringify(['[3,1]', '6', 'rental', 'en"><script>', null, null]))],
  ])('reads nothing from a cookie that is %s', (_name, raw) => {
    expect(decodeContext(raw)).toBeNull();
  });

  it('carries the rental trip being searched, and drops only a malformed part of it', () => {
    const trip = { tripType: 'distance_wise', date: '2026-11-25 10:00 AM', pickupLat: '25.1985', pickupLng: '55.2796' };
    const context = { ...contextOfSession(session), trip };
    expect(decodeContext(encodeContext(context))).toEqual(context);
    expect(decodeContext(encodeContext({ ...context, trip: { ...trip, date: null } }))?.trip).toEqual({ ...trip, date: null });
    expect(decodeContext(encodeContext({ ...context, trip: { ...trip, date: '25/11/2026' } }))?.trip?.date).toBeNull();
    expect(decodeContext(encodeContext({ ...context, trip: { ...trip, tripType: 'weekly' } }))?.trip).toBeNull();
    expect(decodeContext(encodeContext({ ...context, trip: { ...trip, pickupLng: 'east' } }))?.trip).toEqual({ ...trip, pickupLat: null, pickupLng: null });
  });

  it('drops each value that is out of pattern and keeps the rest', () => {
    expect(decodeContext(encodeURIComponent(JSON.stringify(['[3,x]', '6', 'Rental!', 'en', '25.2', '1e5'])))).toEqual({
      zoneId: null,
      moduleId: '6',
      moduleType: null,
      language: 'en',
      latitude: null,
      longitude: null,
      trip: null,
    });
  });
});

describe('answer keys and the block', () => {
  it('name an answer by its path and query in any order', () => {
    expect(answerKey('/api/v1/items/latest', { store_id: '4', limit: '12', offset: '1' })).toBe('/api/v1/items/latest?limit=12&offset=1&store_id=4');
    expect(answerKey('/api/v1/config', {})).toBe('/api/v1/config');
  });

  it('cannot end its script element or open a comment, whatever an answer holds', () => {
    const text = serialiseAnswers({ headers: {}, answers: { '/x': { name: '</script><!-- \u2028' } } });
    expect(text).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(text)).toEqual({ headers: {}, answers: { '/x': { name: '</script><!-- \u2028' } } });
  });
});

describe('taking answers from the page', () => {
  const headers = pick(buildHeaders(session, false));
  const block: FirstScreenAnswers = { headers, answers: { '/api/v1/config': { business_name: 'Rideway' }, [answerKey('/api/v1/stores/latest', { limit: '12', type: 'all' })]: { stores: [] } } };

  it('hands each answer over once, for the same query in any order', () => {
    putBlock(block);
    expect(takeFirstScreenAnswer('/api/v1/stores/latest', { type: 'all', limit: '12' }, headers)).toEqual({ body: { stores: [] } });
    expect(takeFirstScreenAnswer('/api/v1/stores/latest', { type: 'all', limit: '12' }, headers)).toBeUndefined();
    expect(takeFirstScreenAnswer('/api/v1/stores/latest', { type: 'all', limit: '24' }, headers)).toBeUndefined();
  });

  it.each(['X-localization', 'zoneId', 'moduleId', 'latitude'])('hands nothing over when the app would send another %s', (name) => {
    putBlock(block);
    expect(takeFirstScreenAnswer('/api/v1/config', {}, { ...headers, [name]: 'other' })).toBeUndefined();
  });

  it('takes answers a store screen was prepared for at the position to about 110 m, but none asked farther away', () => {
    const exact = { ...headers, latitude: '25.19853', longitude: '55.27962' };
    putBlock({ ...block, headers: { ...headers, latitude: firstScreenCoordinate(exact.latitude), longitude: firstScreenCoordinate(exact.longitude) } });
    expect(takeFirstScreenAnswer('/api/v1/config', {}, exact)).toEqual({ body: { business_name: 'Rideway' } });
    putBlock({ ...block, headers: { ...headers, latitude: '25.201', longitude: '55.280' } });
    expect(takeFirstScreenAnswer('/api/v1/config', {}, exact)).toBeUndefined();
  });

  it('hands nothing over once the page is older than half a minute, or from a damaged block', () => {
    putBlock(block);
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    expect(takeFirstScreenAnswer('/api/v1/config', {}, headers)).toBeUndefined();
    vi.restoreAllMocks();
    putBlock('{"headers":');
    expect(takeFirstScreenAnswer('/api/v1/config', {}, headers)).toBeUndefined();
  });

  it('lets the API client answer a public GET without the network, checked by its struct, but never a guest GET', async () => {
    putBlock({ headers, answers: { '/api/v1/config': { business_name: 'Rideway' }, '/api/v1/rental/user/cart/get-cart': { carts: [] } } });
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{"business_name":"From network"}', { status: 200 })));
    const Config = type({ business_name: string() });
    await expect(apiRequest('/api/v1/config', { struct: Config, session, fetchImpl, baseUrl: '' })).resolves.toEqual({ business_name: 'Rideway' });
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(apiRequest('/api/v1/config', { struct: Config, session, fetchImpl, baseUrl: '' })).resolves.toEqual({ business_name: 'From network' });
    await apiRequest('/api/v1/rental/user/cart/get-cart', { struct: type({}), session, guest: true, fetchImpl, baseUrl: '' }).catch(() => undefined);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('hands what it took to the service worker, whether the worker is ready before or after', () => {
    putBlock(block);
    takeFirstScreenAnswer('/api/v1/config', {}, headers, 'https://shop.example/api/v1/config');
    const received: unknown[] = [];
    onAnswersHandedOver((answers) => received.push(...answers));
    expect(received).toEqual([{ url: 'https://shop.example/api/v1/config', headers, body: { business_name: 'Rideway' } }]);
    takeFirstScreenAnswer('/api/v1/stores/latest', { type: 'all', limit: '12' }, headers);
    expect(received).toHaveLength(2);
  });

  it('hands every answer of a page that came without the worker over, taken or not (a hydrated screen takes none)', () => {
    putBlock(block);
    takeFirstScreenAnswer('/api/v1/config', {}, headers, 'https://shop.example/api/v1/config');
    const received: { url: string }[] = [];
    onAnswersHandedOver((answers) => received.push(...answers), true);
    expect(received.map((answer) => answer.url).sort()).toEqual(['/api/v1/stores/latest?limit=12&type=all', 'https://shop.example/api/v1/config']);
    expect(received.every((answer) => 'body' in answer)).toBe(true);
  });
});
