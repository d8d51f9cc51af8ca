import { describe, expect, it } from 'vitest';
import { estimatedHours, isScheduledSearch, rememberDestination, tripDataOf, tripDays, validateSearch, type TripSearch } from './trip-params';

const NOW = new Date(2026, 10, 22, 9, 0);
const base: TripSearch = {
  tripType: 'hourly',
  pickup: { lat: 25.1985, lng: 55.2796, name: 'Dubai Mall' },
  destination: { lat: 25.2532, lng: 55.3657, name: 'Airport' },
  pickupAt: '2026-11-23T10:00',
  returnAt: '2026-11-24T10:00',
  hours: 5,
  distanceMeters: 13774,
  durationSeconds: 1240,
  pickupNow: false,
};

describe('trip parameters', () => {
  it('hourly trips take the chosen hours', () => {
    expect(estimatedHours(base)).toBe(5);
  });

  it('day-wise trips count whole days × 24, part days rounding up, at least one', () => {
    expect(tripDays({ pickupAt: '2026-11-23T10:00', returnAt: '2026-11-26T10:00' })).toBe(3);
    expect(tripDays({ pickupAt: '2026-11-23T10:00', returnAt: '2026-11-23T18:00' })).toBe(1);
    expect(estimatedHours({ ...base, tripType: 'day_wise', returnAt: '2026-11-25T12:00' })).toBe(72);
  });

  it('distance trips use the driving time; km is metres / 1000 floored to three decimals', () => {
    const trip = tripDataOf({ ...base, tripType: 'distance', distanceMeters: 13774.9 }, NOW);
    expect(trip.rentalType).toBe('distance_wise');
    expect(trip.distance).toBe(13.774);
    expect(trip.destinationTime).toBeCloseTo(1240 / 3600, 10);
    expect(trip.estimatedHours).toBeCloseTo(1240 / 3600, 10);
  });

  it('sends the pickup time in the API format and the locations with their names', () => {
    const trip = tripDataOf(base, NOW);
    expect(trip.pickupTime).toBe('2026-11-23 10:00 AM');
    expect(trip.pickupLocation).toEqual({ lat: 25.1985, lng: 55.2796, location_name: 'Dubai Mall' });
  });

  it('validates the search before it is used', () => {
    expect(validateSearch(base, NOW)).toEqual([]);
    expect(validateSearch({ ...base, pickup: null }, NOW).map((p) => p.message)).toContain('rental.errors.pickupRequired');
    expect(validateSearch({ ...base, tripType: 'distance', destination: null }, NOW).map((p) => p.message)).toContain('rental.errors.destinationRequired');
    expect(validateSearch({ ...base, pickupAt: '2026-11-21T10:00' }, NOW).map((p) => p.message)).toContain('rental.errors.pickupInPast');
    expect(validateSearch({ ...base, hours: 0 }, NOW).map((p) => p.message)).toContain('rental.errors.hoursMin');
    expect(validateSearch({ ...base, tripType: 'day_wise', returnAt: '2026-11-23T09:00' }, NOW).map((p) => p.message)).toContain('rental.errors.returnAfterPickup');
    expect(validateSearch({ ...base, tripType: 'distance', distanceMeters: null }, NOW).map((p) => p.message)).toContain('rental.errors.distanceUnknown');
  });

  it('a trip that starts now takes the current time, is never "in the past", and is not scheduled', () => {
    const now = { ...base, pickupNow: true, pickupAt: '2026-11-01T08:00' };
    expect(validateSearch(now, NOW)).toEqual([]);
    expect(tripDataOf(now, NOW).pickupTime).toBe('2026-11-22 09:00 AM');
    expect(isScheduledSearch(now, NOW)).toBe(false);
  });

  it('a pickup more than 15 minutes ahead is scheduled', () => {
    expect(isScheduledSearch({ pickupNow: false, pickupAt: '2026-11-22T09:15' }, NOW)).toBe(false);
    expect(isScheduledSearch({ pickupNow: false, pickupAt: '2026-11-22T09:16' }, NOW)).toBe(true);
  });
});

describe('recent destinations', () => {
  const place = (name: string, lat = 25, lng = 55) => ({ name, lat, lng });

  it('keeps at most five, newest first, dropping the oldest', () => {
    let list = rememberDestination([], place('A'), 1);
    for (const [index, name] of ['B', 'C', 'D', 'E', 'F'].entries()) list = rememberDestination(list, place(name, 25 + index), index + 2);
    expect(list.map((entry) => entry.locationName)).toEqual(['F', 'E', 'D', 'C', 'B']);
  });

  it('moves a repeated destination to the top instead of duplicating it', () => {
    let list = rememberDestination([], place('Airport'), 1);
    list = rememberDestination(list, place('Marina', 26), 2);
    list = rememberDestination(list, place('airport '), 3);
    expect(list.map((entry) => entry.locationName)).toEqual(['airport ', 'Marina']);
  });
});
