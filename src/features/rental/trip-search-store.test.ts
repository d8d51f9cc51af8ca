import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOperatorTimeZone } from '@/lib/operator-time';
import type { SessionState } from '@/lib/session';
import { getTripSearch, setServerTrip } from './trip-search-store';

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
