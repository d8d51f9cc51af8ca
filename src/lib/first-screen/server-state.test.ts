import { afterEach, describe, expect, it } from 'vitest';
import { getPublicSession, getSession, setPersonalPage, updateSession, type SessionState } from '../session';
import { ownerOf } from '../outbox/owner';
import { renderedFor } from '@common/first-screen/context';
import { contextOfSession } from './cookie';
import { serialiseServerState, type ServerState } from '@common/first-screen/render';
import { serverStateFor } from './server-state';
import { resetFirstScreenAnswers } from './answers';

const session: SessionState = {
  token: 'secret-token',
  guestId: '57',
  location: 'Dubai Mall',
  latLng: { lat: 25.1985, lng: 55.2796 },
  zoneId: '[3,1]',
  module: { id: 6, module_type: 'rental', module_name: 'Rental' },
  language: 'en',
  direction: 'ltr',
  country: 'US',
};

function page(text: string | null): Document {
  return { getElementById: (id: string) => (id === 'server-state' && text !== null ? { textContent: text } : null) } as unknown as Document;
}

const TRIP = { tripType: 'hourly', date: '2026-11-28 08:00 AM', pickupLat: '25.2', pickupLng: '55.27' };
const state = (context: string): ServerState => ({ context, queries: { mutations: [], queries: [] }, parts: ['route:/home'], trip: TRIP });

describe('the server-rendered page, as the browser reads it', () => {
  it('is hydrated only when it was rendered for this session’s zone, module, language and position', () => {
    const mine = state(renderedFor(contextOfSession(session)));
    expect(serverStateFor(page(serialiseServerState(mine)), session)).toEqual(mine);
    expect(serverStateFor(page(serialiseServerState(mine)), { ...session, zoneId: '[2]' })).toBeNull();
    expect(serverStateFor(page(serialiseServerState(mine)), { ...session, language: 'ar' })).toBeNull();
    expect(serverStateFor(page(serialiseServerState(mine)), { ...session, module: { id: 2, module_type: 'food', module_name: 'Food' } })).toBeNull();
  });

  it('is taken over as a personal page only by its customer, at the place it was rendered for', () => {
    const place = { label: 'Dubai Mall', lat: 25.1985, lng: 55.2796 };
    const mine = { ...state(renderedFor(contextOfSession(session))), owner: ownerOf(session), place };
    expect(serverStateFor(page(serialiseServerState(mine)), session)).toEqual(mine);
    expect(serverStateFor(page(serialiseServerState(mine)), { ...session, token: 'another-token' })).toBeNull();
    // Priced for another address (the place changed since the cookie was written): drawn afresh, never hydrated.
    expect(serverStateFor(page(serialiseServerState(mine)), { ...session, location: 'Marina Walk' })).toBeNull();
    expect(serverStateFor(page(serialiseServerState(mine)), { ...session, latLng: { lat: 25.1986, lng: 55.2796 } })).toBeNull();
    expect(serverStateFor(page(serialiseServerState({ ...mine, place: null })), session)).toBeNull();
    expect(serverStateFor(page(serialiseServerState({ ...mine, place: null })), { ...session, location: null })).not.toBeNull();
    expect(serverStateFor(page(JSON.stringify({ ...mine, place: 'Dubai Mall' })), session)).toBeNull();
  });

  it('carries the trip it was rendered for only when well formed', () => {
    const mine = state(renderedFor(contextOfSession(session)));
    expect(serverStateFor(page(serialiseServerState({ ...mine, trip: { ...TRIP, date: 'tomorrow' } })), session)?.trip).toEqual({ ...TRIP, date: null });
    expect(serverStateFor(page(serialiseServerState({ ...mine, trip: { ...TRIP, tripType: 'by_boat' } })), session)?.trip).toBeNull();
    expect(serverStateFor(page(JSON.stringify({ ...mine, trip: 'hourly' })), session)?.trip).toBeNull();
    expect(serverStateFor(page(JSON.stringify({ ...mine, trip: undefined })), session)?.trip).toBeNull();
  });

  it('ignores a missing, damaged or malformed block', () => {
    expect(serverStateFor(page(null), session)).toBeNull();
    expect(serverStateFor(page('{not json'), session)).toBeNull();
    expect(serverStateFor(page(JSON.stringify({ context: renderedFor(contextOfSession(session)), queries: {} , parts: [] })), session)).toBeNull();
    expect(serverStateFor(page(JSON.stringify({ context: renderedFor(contextOfSession(session)), queries: { queries: [] }, parts: [1] })), session)).toBeNull();
  });

  it("puts back the data that names one of the page's answers, and is not taken over when one is missing", () => {
    const answers = { headers: {}, answers: { '/api/v1/categories': [{ id: 1, name: 'Soups' }], '/api/v1/stores/latest?limit=12': { stores: [{ id: 5 }] } } };
    const blocks = (text: string) =>
      ({ getElementById: (id: string) => (id === 'server-state' ? { textContent: text } : id === 'first-screen-answers' ? { textContent: JSON.stringify(answers) } : null) }) as unknown as Document;
    const previous = (globalThis as { document?: unknown }).document;
    (globalThis as { document?: unknown }).document = blocks('');
    resetFirstScreenAnswers();
    try {
      const query = (data: unknown) => ({ queryHash: 'q', queryKey: ['q'], state: { data, status: 'success' } });
      const mine = state(renderedFor(contextOfSession(session)));
      const named = { ...mine, queries: { mutations: [], queries: [query({ $answer: '/api/v1/categories' }), query({ pages: [{ $answer: '/api/v1/stores/latest?limit=12' }], pageParams: [1] }), query({ kept: true })] } };
      const read = serverStateFor(blocks(serialiseServerState(named)), session);
      expect(read?.queries.queries.map((entry) => entry.state.data)).toEqual([[{ id: 1, name: 'Soups' }], { pages: [{ stores: [{ id: 5 }] }], pageParams: [1] }, { kept: true }]);
      const missing = { ...mine, queries: { mutations: [], queries: [query({ $answer: '/api/v1/banners' })] } };
      expect(serverStateFor(blocks(serialiseServerState(missing)), session)).toBeNull();
    } finally {
      (globalThis as { document?: unknown }).document = previous;
      resetFirstScreenAnswers();
    }
  });

  it('is safe inside a script element', () => {
    const text = serialiseServerState({ ...state('x'), parts: ['</script><script>alert(1)</script>'] });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ ...state('x'), parts: ['</script><script>alert(1)</script>'] });
  });
});

describe('the public view of the session (what the server renders with)', () => {
  afterEach(() => updateSession({ token: null, guestId: null, location: null }));

  it('has the public choices without identity or address, and is the same object until the session changes', () => {
    updateSession({ token: 'secret-token', guestId: '57', location: 'Dubai Mall', zoneId: '[3,1]', language: 'ar' });
    const view = getPublicSession();
    expect(view).toMatchObject({ token: null, guestId: null, location: null, zoneId: '[3,1]', language: 'ar' });
    expect(getPublicSession()).toBe(view);
    expect(getSession().token).toBe('secret-token');
    updateSession({ zoneId: '[2]' });
    expect(getPublicSession()).not.toBe(view);
    expect(getPublicSession().zoneId).toBe('[2]');
  });

  it('is the whole session on a personal page (rendered for this customer and place): nothing to render again once taken over', () => {
    updateSession({ token: 'secret-token', guestId: '57', location: 'Dubai Mall', zoneId: '[3,1]' });
    setPersonalPage(true);
    try {
      expect(getPublicSession()).toBe(getSession());
    } finally {
      setPersonalPage(false);
    }
    expect(getPublicSession()).toMatchObject({ token: null, location: null });
  });
});
