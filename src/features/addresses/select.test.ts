import { afterEach, describe, expect, it } from 'vitest';
import { getSession, updateSession } from '@/lib/session';
import { addressSelectedMessage, storeAddressAsLocation } from './select';

afterEach(() => updateSession({ location: null, latLng: null, zoneId: null }));

describe('choosing a saved address', () => {
  it('stores its text, coordinates and zone ids as the location', () => {
    expect(storeAddressAsLocation({ address: 'Bay Avenue, Business Bay', latitude: 25.1868, longitude: 55.2711, zone_ids: [3, 1] })).toBe(true);
    expect(getSession()).toMatchObject({ location: 'Bay Avenue, Business Bay', latLng: { lat: 25.1868, lng: 55.2711 }, zoneId: '[3,1]' });
  });

  it('stores nothing for an address whose zones are unknown', () => {
    updateSession({ location: 'Dubai Mall', zoneId: '[1]' });
    expect(storeAddressAsLocation({ address: 'Somewhere', latitude: 1, longitude: 2, zone_ids: [] })).toBe(false);
    expect(getSession()).toMatchObject({ location: 'Dubai Mall', zoneId: '[1]' });
  });

  it('says pickup in the rental module and delivery elsewhere', () => {
    expect(addressSelectedMessage('rental')).toBe('addresses.pickupSelected');
    expect(addressSelectedMessage('grocery')).toBe('addresses.deliverySelected');
    expect(addressSelectedMessage(null)).toBe('addresses.deliverySelected');
  });
});
