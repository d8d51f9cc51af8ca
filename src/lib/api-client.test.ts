import { describe, expect, it, vi } from 'vitest';
import { apiRequest, buildHeaders, buildUrl } from './api-client';
import { ApiError } from './api-error';
import { getSession, updateSession, type SessionState } from './session';
import { looseNumber, string, type } from './struct';

const signedOut: SessionState = {
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
const signedIn: SessionState = { ...signedOut, token: 'abc', language: null };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('buildHeaders', () => {
  it('sends zone as the JSON array string, module id, coordinates, language and no Authorization when signed out', () => {
    expect(buildHeaders(signedOut, false)).toEqual({
      Accept: 'application/json',
      'X-localization': 'ar',
      'X-software-id': '33571750',
      zoneId: '[3,1]',
      moduleId: '6',
      latitude: '25.1985',
      longitude: '55.2796',
    });
  });

  it('adds the bearer token when signed in and defaults the language to English', () => {
    const headers = buildHeaders(signedIn, true);
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['X-localization']).toBe('en');
    expect(headers['Content-Type']).toContain('application/json');
  });

  it('omits zone and module headers before they are chosen', () => {
    const headers = buildHeaders({ ...signedOut, zoneId: null, module: null, latLng: null }, false);
    expect(headers).not.toHaveProperty('zoneId');
    expect(headers).not.toHaveProperty('moduleId');
    expect(headers).not.toHaveProperty('latitude');
  });
});

describe('buildUrl', () => {
  it('encodes arrays as JSON text and skips empty values', () => {
    expect(buildUrl('', '/api/v1/rental/vehicle/search', { category_ids: [1, 2], name: 'suv', offset: 1, x: undefined, y: null })).toBe(
      '/api/v1/rental/vehicle/search?category_ids=%5B1%2C2%5D&name=suv&offset=1',
    );
    expect(buildUrl('https://api.example.com', 'api/v1/config', {})).toBe('https://api.example.com/api/v1/config');
  });
});

describe('apiRequest', () => {
  const Struct = type({ guest_id: looseNumber });

  it('adds guest_id to the query of a GET and to the body of a POST only when signed out', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => jsonResponse({ guest_id: '57' }));
    await apiRequest('/api/v1/x', { struct: Struct, guest: true, session: signedOut, baseUrl: '', fetchImpl });
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('/api/v1/x?guest_id=57');

    await apiRequest('/api/v1/x', { method: 'POST', body: { a: 1 }, struct: Struct, guest: true, session: signedOut, baseUrl: '', fetchImpl });
    expect(JSON.parse(String(fetchImpl.mock.calls[1]?.[1]?.body))).toEqual({ a: 1, guest_id: '57' });

    await apiRequest('/api/v1/x', { method: 'POST', body: { a: 1 }, struct: Struct, guest: true, session: signedIn, baseUrl: '', fetchImpl });
    expect(JSON.parse(String(fetchImpl.mock.calls[2]?.[1]?.body))).toEqual({ a: 1 });
  });

  it('coerces loose numbers in a valid answer', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ guest_id: '57' }));
    await expect(apiRequest('/api/v1/x', { struct: Struct, session: signedOut, baseUrl: '', fetchImpl })).resolves.toEqual({ guest_id: 57 });
  });

  it('turns an error envelope into an ApiError with the server messages', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ errors: [{ code: 'cart_item', message: 'You can not add different provider vehicles' }] }, 403));
    const error = await apiRequest('/api/v1/x', { struct: Struct, session: signedOut, baseUrl: '', fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 403, code: 'cart_item', messages: ['You can not add different provider vehicles'] });
  });

  it('forgets a guest id the server does not know, so the next guest action asks for a new one', async () => {
    updateSession({ token: null, guestId: '4503599627370497' });
    const refused = vi.fn(async () => jsonResponse({ errors: [{ code: 'guest_id', message: 'The guest id is not known here: ask for a new one.' }] }, 403));
    await expect(apiRequest('/api/v1/x', { struct: Struct, guest: true, baseUrl: '', fetchImpl: refused })).rejects.toMatchObject({ status: 403, code: 'guest_id' });
    expect(getSession().guestId).toBeNull();
    // Other refusals keep it.
    updateSession({ guestId: '4503599627370498' });
    const other = vi.fn(async () => jsonResponse({ errors: [{ code: 'cart_item', message: 'Item already exists' }] }, 403));
    await expect(apiRequest('/api/v1/x', { struct: Struct, guest: true, baseUrl: '', fetchImpl: other })).rejects.toMatchObject({ code: 'cart_item' });
    expect(getSession().guestId).toBe('4503599627370498');
    updateSession({ guestId: null });
  });

  it('keeps the ids of a bare array refusal', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse([501], 403));
    const error = await apiRequest('/api/v1/x', { struct: Struct, session: signedOut, baseUrl: '', fetchImpl }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 403, ids: [501] });
  });

  it('treats a 200 carrying an errors list as a failure', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ errors: [{ code: 'zoneId', message: 'Zone id required' }] }));
    await expect(apiRequest('/api/v1/x', { struct: Struct, session: signedOut, baseUrl: '', fetchImpl })).rejects.toMatchObject({ kind: 'http', code: 'zoneId' });
  });

  it('reports a malformed answer as invalid-response naming the endpoint and path', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ guest_id: { nested: true } }));
    const error = await apiRequest('/api/v1/guest', { struct: type({ guest_id: string() }), session: signedOut, baseUrl: '', fetchImpl }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid-response' });
    expect((error as Error).message).toContain('GET /api/v1/guest');
    expect((error as Error).message).toContain('guest_id');
  });

  it('reports a non-JSON error page with no messages rather than crashing', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/v1/x', { struct: Struct, session: signedOut, baseUrl: '', fetchImpl })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      messages: ['<html>502 Bad Gateway</html>'],
    });
  });

  it('marks network failures as ambiguous (the server may have applied the request)', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await apiRequest('/api/v1/x', { struct: Struct, session: signedOut, baseUrl: '', fetchImpl }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.isAmbiguous).toBe(true);
  });

  it('times out a request that never answers', async () => {
    const fetchImpl = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(apiRequest('/api/v1/x', { struct: Struct, session: signedOut, baseUrl: '', fetchImpl, timeoutMs: 10 })).rejects.toMatchObject({ kind: 'timeout' });
  });
});
