/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorIdentityCookie } from './cookie';
import { decodeIdentity, encodeIdentity, IDENTITY_COOKIE, MAX_LOCATION_LENGTH } from '@common/first-screen/identity';

const TOKEN = 'Qx3_kP9-aZ0wY7vB2nM4cL6jH8gF1dS5aT0rE9uI2oP';

describe('the identity cookie', () => {
  afterEach(() => {
    document.cookie = `${IDENTITY_COOKIE}=; Path=/checkout; Max-Age=0`;
  });

  it('names the signed-in customer by token, else the guest by id, and reads back what it wrote', () => {
    expect(encodeIdentity({ token: TOKEN, guestId: '42' })).toBe(`t.${TOKEN}`);
    expect(encodeIdentity({ token: null, guestId: '42' })).toBe('g.42');
    expect(encodeIdentity({ token: null, guestId: null })).toBeNull();
    expect(decodeIdentity(`t.${TOKEN}`)).toEqual({ token: TOKEN, guestId: null, place: null });
    expect(decodeIdentity('g.42')).toEqual({ token: null, guestId: '42', place: null });
    // A backend's JWT has dots.
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(decodeIdentity(encodeIdentity({ token: jwt, guestId: null }) ?? '')).toEqual({ token: jwt, guestId: null, place: null });
  });

  it('carries the chosen place after the identity, its label in any script, as a cookie value may hold it', () => {
    for (const label of ['Dubai Mall, Downtown Dubai', 'دبي مول; وسط المدينة', 'Gate "3" | 50% off \\ east']) {
      // Positions as a device reports them (as many digits as a number prints).
      const place = { label, lat: Number('5.2796123456789012'), lng: Number('-55.279612345678901') };
      const value = encodeIdentity({ token: null, guestId: '42', place }) ?? '';
      // No character a cookie value cannot hold (RFC 6265 cookie-octet).
      expect(value).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/);
      expect(decodeIdentity(value)).toEqual({ token: null, guestId: '42', place });
      expect(decodeIdentity(encodeIdentity({ token: TOKEN, guestId: null, place }) ?? '')).toEqual({ token: TOKEN, guestId: null, place });
    }
    // Nobody to name: no cookie, whatever the place. A place it cannot carry whole is left out.
    expect(encodeIdentity({ token: null, guestId: null, place: { label: 'Dubai Mall', lat: 25, lng: 55 } })).toBeNull();
    expect(encodeIdentity({ token: null, guestId: '42', place: { label: 'x'.repeat(MAX_LOCATION_LENGTH + 1), lat: 25, lng: 55 } })).toBe('g.42');
  });

  it('reads the identity without a place it cannot trust', () => {
    const label = encodeURIComponent('Dubai Mall');
    for (const place of [`25.2_55.3|%E0%A4%A`, `25.2_55.3|%00hidden`, `25.2_55.3|%20%20`, `25.2_55.3|${'x'.repeat(MAX_LOCATION_LENGTH + 1)}`, `25.2_55.3|`, `91_55.3|${label}`, `25.2_181|${label}`, `25.2|${label}`, `25.2,55.3|${label}`, `25.2_55.3_1|${label}`, `1e3_5|${label}`, `0x10_5|${label}`, label, '']) {
      expect(decodeIdentity(`g.42|${place}`), place.slice(0, 24)).toEqual({ token: null, guestId: '42', place: null });
    }
    // The identity itself is still checked: a place does not make a malformed one readable.
    expect(decodeIdentity(`g.4x2|25.2_55.3|${label}`)).toBeNull();
    expect(decodeIdentity(`t.${'a'.repeat(2100)}|25.2_55.3|${label}`)).toBeNull();
  });

  it('reads nothing from a value it did not write', () => {
    for (const raw of [undefined, '', 'g.', 'g.4x2', 'g.-1', `g.${'9'.repeat(21)}`, 't.short', `t.${TOKEN};x=1`, `t.${'a'.repeat(2100)}`, 'x.42', '42', 't.a b c d e f g h']) {
      expect(decodeIdentity(raw), String(raw).slice(0, 30)).toBeNull();
    }
    // A malformed value in the session is not written either.
    expect(encodeIdentity({ token: 'has spaces in it', guestId: 'abc' })).toBeNull();
  });

  it('is written only where checkout pages are asked for, and removed when the session has nobody', () => {
    mirrorIdentityCookie({ token: null, guestId: '42', location: null, latLng: null });
    // The test page is not under /checkout: a cookie scoped there is not visible here.
    expect(document.cookie).not.toContain(IDENTITY_COOKIE);
    window.history.pushState({}, '', '/checkout?page=cart');
    expect(document.cookie).toContain(`${IDENTITY_COOKIE}=g.42`);
    mirrorIdentityCookie({ token: null, guestId: '42', location: 'Dubai Mall', latLng: { lat: 25.1985, lng: 55.2796 } });
    expect(document.cookie).toContain(`${IDENTITY_COOKIE}=g.42|25.1985_55.2796|Dubai%20Mall`);
    mirrorIdentityCookie({ token: null, guestId: null, location: 'Dubai Mall', latLng: { lat: 25.1985, lng: 55.2796 } });
    expect(document.cookie).not.toContain(IDENTITY_COOKIE);
    window.history.pushState({}, '', '/');
  });
});
