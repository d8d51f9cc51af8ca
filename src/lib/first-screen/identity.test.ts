/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorIdentityCookie } from './cookie';
import { decodeIdentity, encodeIdentity, IDENTITY_COOKIE } from '@common/first-screen/identity';

const TOKEN = 'Qx3_kP9-aZ0wY7vB2nM4cL6jH8gF1dS5aT0rE9uI2oP';

describe('the identity cookie', () => {
  afterEach(() => {
    document.cookie = `${IDENTITY_COOKIE}=; Path=/checkout; Max-Age=0`;
  });

  it('names the signed-in customer by token, else the guest by id, and reads back what it wrote', () => {
    expect(encodeIdentity({ token: TOKEN, guestId: '42' })).toBe(`t.${TOKEN}`);
    expect(encodeIdentity({ token: null, guestId: '42' })).toBe('g.42');
    expect(encodeIdentity({ token: null, guestId: null })).toBeNull();
    expect(decodeIdentity(`t.${TOKEN}`)).toEqual({ token: TOKEN, guestId: null });
    expect(decodeIdentity('g.42')).toEqual({ token: null, guestId: '42' });
    // A backend's JWT has dots.
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(decodeIdentity(encodeIdentity({ token: jwt, guestId: null }) ?? '')).toEqual({ token: jwt, guestId: null });
  });

  it('reads nothing from a value it did not write', () => {
    for (const raw of [undefined, '', 'g.', 'g.4x2', 'g.-1', `g.${'9'.repeat(21)}`, 't.short', `t.${TOKEN};x=1`, `t.${'a'.repeat(2100)}`, 'x.42', '42', 't.a b c d e f g h']) {
      expect(decodeIdentity(raw), String(raw).slice(0, 30)).toBeNull();
    }
    // A malformed value in the session is not written either.
    expect(encodeIdentity({ token: 'has spaces in it', guestId: 'abc' })).toBeNull();
  });

  it('is written only where checkout pages are asked for, and removed when the session has nobody', () => {
    mirrorIdentityCookie({ token: null, guestId: '42' });
    // The test page is not under /checkout: a cookie scoped there is not visible here.
    expect(document.cookie).not.toContain(IDENTITY_COOKIE);
    window.history.pushState({}, '', '/checkout?page=cart');
    expect(document.cookie).toContain(`${IDENTITY_COOKIE}=g.42`);
    mirrorIdentityCookie({ token: null, guestId: null });
    expect(document.cookie).not.toContain(IDENTITY_COOKIE);
    window.history.pushState({}, '', '/');
  });
});
