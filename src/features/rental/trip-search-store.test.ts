// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteRenderedTrip } from '@/lib/first-screen/server-state';
import { setOperatorTimeZone } from '@/lib/operator-time';
import { getSession, updateSession, type SessionState } from '@/lib/session';
import { getTripSearch, serverTrip, setServerTrip, startingTripSearch, updateTripSearch } from './trip-search-store';

const session = { zoneId: '[3,1]', latLng: { lat: 25.2, lng: 55.27 } } as SessionState;

describe('the trip the server renders a page for', () => {
  beforeEach(() => {
    // 18:40 UTC is 22:40 in Dubai: a default pickup two hours on falls in the night, so it moves to 08:00 the next day.
    vi.useFakeTimers({ now: new Date('2026-11-26T18:40:00Z'), toFake: ['Date'] });
    setOperatorTimeZone('Asia/Dubai');
  });
  afterEach(() => {
    setOperatorTimeZone(undefined);
    vi.useRealTimers();
  });

  it('takes the pickup time the cookie carries when it is still ahead on the operator clock', () => {
    setServerTrip({ tripType: 'day_wise', date: '2026-11-28 10:00 AM', pickupLat: '25.1', pickupLng: '55.2' }, session);
    expect(getTripSearch()).toMatchObject({ tripType: 'day_wise', pickupAt: '2026-11-28T10:00', pickup: { lat: 25.1, lng: 55.2 } });
  });

  it('moves a pickup time that has passed on the operator clock to the default the browser computes', () => {
    setServerTrip({ tripType: 'hourly', date: '2026-11-26 08:00 PM', pickupLat: null, pickupLng: null }, session);
    expect(getTripSearch()).toMatchObject({ pickupAt: '2026-11-27T08:00', returnAt: '2026-11-28T08:00', pickup: { lat: 25.2, lng: 55.27 } });
  });

  it('without a trip in the cookie, computes the default on the operator clock', () => {
    setServerTrip(null, session);
    expect(getTripSearch().pickupAt).toBe('2026-11-27T08:00');
  });
});

describe('the trip search a browser starts with, taking server markup over', () => {
  const KEY = 'rental_trip_search';
  beforeEach(() => {
    // 03:45 UTC is 07:45 in Dubai: a default computed on the device's clock (before the operator's was known)
    // is 08:00, one computed on the operator's is 09:00. Both are still ahead.
    vi.useFakeTimers({ now: new Date('2026-11-28T03:45:00Z'), toFake: ['Date'] });
    setOperatorTimeZone('Asia/Dubai');
    updateSession({ zoneId: '[3,1]', latLng: { lat: 25.2, lng: 55.27 }, location: 'Downtown' });
    localStorage.removeItem(KEY);
  });
  afterEach(() => {
    setOperatorTimeZone(undefined);
    vi.useRealTimers();
    localStorage.removeItem(KEY);
  });

  it('asks for what the markup shows: the server renders the cookie’s default, the browser starts from it instead of its own', () => {
    setServerTrip({ tripType: 'hourly', date: '2026-11-28 08:00 AM', pickupLat: '25.2', pickupLng: '55.27' }, getSession());
    const rendered = serverTrip();
    expect(rendered).toEqual({ tripType: 'hourly', date: '2026-11-28 08:00 AM', pickupLat: '25.2', pickupLng: '55.27' });
    expect(startingTripSearch(null).pickupAt).toBe('2026-11-28T09:00');
    const started = startingTripSearch(rendered);
    expect(started).toMatchObject({ tripType: 'hourly', pickupAt: '2026-11-28T08:00', returnAt: '2026-11-29T08:00', pickupNow: false });
    // The same place as the customer's location keeps its name.
    expect(started.pickup).toMatchObject({ lat: 25.2, lng: 55.27, name: 'Downtown' });
  });

  it('takes the rendered trip type, "pick up now" and another pickup place when nothing is stored', () => {
    expect(startingTripSearch({ tripType: 'day_wise', date: null, pickupLat: '25.1', pickupLng: '55.2' })).toMatchObject({ tripType: 'day_wise', pickupNow: true, pickup: { lat: 25.1, lng: 55.2, name: '' } });
  });

  it('computes a default made on the device clock again once the operator clock is known, and keeps it', () => {
    setOperatorTimeZone(undefined);
    setServerTrip(null, getSession());
    expect(getTripSearch().pickupAt).toBe('2026-11-28T08:00');
    setOperatorTimeZone('Asia/Dubai');
    expect(getTripSearch().pickupAt).toBe('2026-11-28T09:00');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ pickupAt: '2026-11-28T09:00' });
    expect(startingTripSearch(null).pickupAt).toBe('2026-11-28T09:00');
  });

  it('leaves a chosen pickup time that is still ahead when the operator clock becomes known', () => {
    setOperatorTimeZone(undefined);
    updateTripSearch({ pickupAt: '2026-11-28T08:00', returnAt: '2026-11-29T08:00' });
    setOperatorTimeZone('Asia/Dubai');
    expect(getTripSearch().pickupAt).toBe('2026-11-28T08:00');
  });

  it('starts again from the page\'s trip when it is noted after the trip search loaded', () => {
    setServerTrip(null, getSession());
    expect(getTripSearch().pickupAt).toBe('2026-11-28T09:00');
    noteRenderedTrip({ tripType: 'day_wise', date: '2026-11-29 10:00 AM', pickupLat: '25.2', pickupLng: '55.27' });
    expect(getTripSearch()).toMatchObject({ tripType: 'day_wise', pickupAt: '2026-11-29T10:00' });
    noteRenderedTrip(null);
  });

  it('keeps what the customer chose over the rendered trip', () => {
    localStorage.setItem(KEY, JSON.stringify({ tripType: 'distance', pickupAt: '2026-11-30T15:00', returnAt: '2026-12-01T15:00', pickupNow: false }));
    expect(startingTripSearch({ tripType: 'hourly', date: '2026-11-28 08:00 AM', pickupLat: null, pickupLng: null })).toMatchObject({ tripType: 'distance', pickupAt: '2026-11-30T15:00' });
  });

  it('replaces a chosen pickup time that has passed with the rendered one, and a rendered one that has passed with the default', () => {
    localStorage.setItem(KEY, JSON.stringify({ tripType: 'hourly', pickupAt: '2026-11-27T15:00', returnAt: '2026-11-28T15:00', pickupNow: false }));
    expect(startingTripSearch({ tripType: 'hourly', date: '2026-11-28 08:00 AM', pickupLat: null, pickupLng: null }).pickupAt).toBe('2026-11-28T08:00');
    expect(startingTripSearch({ tripType: 'hourly', date: '2026-11-28 07:00 AM', pickupLat: null, pickupLng: null }).pickupAt).toBe('2026-11-28T09:00');
  });
});
