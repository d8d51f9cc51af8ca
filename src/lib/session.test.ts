// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { getPublicSession, getSession, parseZoneIds, reloadSession, setPersonalPage, subscribeSession, updateSession } from './session';

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

describe('session state on the storefront localStorage keys', () => {
  it('writes each value under the key existing customers already have', () => {
    updateSession({
      token: 't0k',
      guestId: '57',
      location: 'Dubai Mall, Downtown Dubai',
      latLng: { lat: 25.1985, lng: 55.2796 },
      zoneId: '[3,1]',
      module: { id: 6, module_type: 'rental', module_name: 'Car Rental' },
      language: 'ar',
      direction: 'rtl',
      country: 'SA',
    });
    expect(localStorage.getItem('token')).toBe('t0k');
    expect(localStorage.getItem('guest_id')).toBe('57');
    expect(localStorage.getItem('location')).toBe('Dubai Mall, Downtown Dubai');
    expect(JSON.parse(localStorage.getItem('currentLatLng') ?? 'null')).toEqual({ lat: 25.1985, lng: 55.2796 });
    expect(localStorage.getItem('zoneid')).toBe('[3,1]');
    expect(JSON.parse(localStorage.getItem('module') ?? 'null')).toMatchObject({ id: 6, module_type: 'rental' });
    expect(localStorage.getItem('language-setting')).toBe('ar');
    expect(localStorage.getItem('direction')).toBe('rtl');
    expect(localStorage.getItem('country')).toBe('SA');
  });

  it('reads values another deployment stored, including numeric strings', () => {
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: '25.2', lng: '55.3' }));
    localStorage.setItem('module', JSON.stringify({ id: '6', module_type: 'rental', module_name: 'Rental' }));
    localStorage.setItem('zoneid', '[1]');
    reloadSession();
    expect(getSession()).toMatchObject({ latLng: { lat: 25.2, lng: 55.3 }, module: { id: 6 }, zoneId: '[1]' });
  });

  it('ignores corrupt values instead of crashing', () => {
    localStorage.setItem('currentLatLng', '{not json');
    localStorage.setItem('module', '"rental"');
    localStorage.setItem('zoneid', '1');
    localStorage.setItem('token', 'null');
    reloadSession();
    expect(getSession()).toMatchObject({ latLng: null, module: null, zoneId: null, token: null });
  });

  it('removes a key when set to null and notifies subscribers', () => {
    let calls = 0;
    const unsubscribe = subscribeSession(() => {
      calls += 1;
    });
    updateSession({ token: 'x' });
    updateSession({ token: null });
    unsubscribe();
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls).toBe(2);
  });
});

describe('parseZoneIds', () => {
  it.each([
    ['[3,1]', [3, 1]],
    ['[1]', [1]],
    ['1', null],
    ['[]', null],
    ['["a"]', null],
    [null, null],
  ])('%s → %j', (raw, expected) => {
    expect(parseZoneIds(raw)).toEqual(expected);
  });
});

describe("the server's view of the session", () => {
  it('holds the public choices only, and on a page rendered for this customer (at their place) the whole session', () => {
    updateSession({ token: 't0k', guestId: '57', location: 'Dubai Mall', zoneId: '[3,1]', language: 'en' });
    expect(getPublicSession()).toMatchObject({ token: null, guestId: null, location: null, zoneId: '[3,1]', language: 'en' });
    setPersonalPage(true);
    expect(getPublicSession()).toMatchObject({ token: 't0k', guestId: '57', location: 'Dubai Mall', zoneId: '[3,1]' });
    // One object per state, as React's external stores require.
    expect(getPublicSession()).toBe(getPublicSession());
    setPersonalPage(false);
    expect(getPublicSession()).toMatchObject({ token: null, guestId: null });
  });
});
