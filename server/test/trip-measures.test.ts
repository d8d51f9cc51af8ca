/** The measures a trip is priced by, settled and bounded on the server (services/rental/trip-measures.ts). */
import { describe, expect, it } from 'vitest';
import { travel } from '../geo/travel';
import { TRIP_LIMITS, tripMeasures, type MeasureInput } from '../services/rental/trip-measures';

const MALL = { lat: 25.1985, lng: 55.2796 };
const AIRPORT = { lat: 25.2532, lng: 55.3657 };
const base: MeasureInput = { rentalType: 'hourly', pickup: MALL, destination: null };

describe('hourly and day-wise trips', () => {
  it.each([
    ['three hours', { estimatedHours: 3 }, { ok: true, measures: { estimatedHours: 3, distance: 0, destinationTime: 0 } }],
    ['the minimum', { estimatedHours: TRIP_LIMITS.minHours }, { ok: true }],
    ['a year', { estimatedHours: TRIP_LIMITS.maxHours }, { ok: true }],
    ['a thousandth of an hour', { estimatedHours: 0.001 }, { ok: false, field: 'estimated_hours' }],
    ['more than a year', { estimatedHours: TRIP_LIMITS.maxHours + 1 }, { ok: false, field: 'estimated_hours' }],
    ['nothing sent or stored', {}, { ok: false, field: 'estimated_hours' }],
    ['the stored hours when none are sent', { stored: { estimatedHours: 5, distance: 0, destinationTime: 0 } }, { ok: true, measures: { estimatedHours: 5 } }],
  ])('%s', (_name, input, expected) => {
    expect(tripMeasures({ ...base, ...input })).toMatchObject(expected);
    expect(tripMeasures({ ...base, rentalType: 'day_wise', ...input })).toMatchObject(expected);
  });
});

describe('distance trips', () => {
  const road = travel(MALL, AIRPORT, 'DRIVE');

  it('use the road between the two points, whatever the client claims', () => {
    expect(tripMeasures({ rentalType: 'distance_wise', pickup: MALL, destination: AIRPORT, distance: 0.5, destinationTime: 0.01 })).toEqual({
      ok: true,
      measures: { distance: Math.floor(road.meters) / 1000, destinationTime: road.seconds / 3600, estimatedHours: road.seconds / 3600 },
    });
  });

  it.each([
    ['the client distance without a destination', { distance: 12.4 }, { ok: true, measures: { distance: 12.4, destinationTime: 12.4 / 40 } }],
    ['the stored distance', { stored: { estimatedHours: 0.3, distance: 12.4, destinationTime: 0.3 } }, { ok: true, measures: { distance: 12.4 } }],
    ['nothing to measure', {}, { ok: false, field: 'destination_location' }],
    ['a few metres', { distance: 0.001 }, { ok: false, field: 'distance' }],
    ['the same point twice', { destination: MALL }, { ok: false, field: 'distance' }],
    ['past the maximum', { distance: TRIP_LIMITS.maxKm + 1 }, { ok: false, field: 'distance' }],
  ])('%s', (_name, input, expected) => {
    expect(tripMeasures({ rentalType: 'distance_wise', pickup: MALL, destination: null, ...input })).toMatchObject(expected);
  });
});
