import { describe, expect, it } from 'vitest';
import { deliveryAddress, inStoreZone, type ZonedAddress } from './address';

const home = { id: 1, address: 'Home', zone_ids: [1] };
const office = { id: 2, address: 'Office', zone_ids: [2, 3] };
const typed: ZonedAddress = { id: null, address: 'Typed now', zone_ids: [3] };

describe('the delivery address at checkout', () => {
  it.each<[string, ZonedAddress | null, ZonedAddress[], number | null, string | null]>([
    ['the picked address inside the zone', typed, [home, office], 3, 'Typed now'],
    ['the first address in the zone when the pick is outside it', typed, [home, office], 2, 'Office'],
    ['the first address in the zone when nothing is picked', null, [home, office], 1, 'Home'],
    ['nothing when no address is in the zone', null, [home], 2, null],
    ['any address when the zone is unknown', null, [office, home], null, 'Office'],
    ['nothing without addresses', null, [], 1, null],
  ])('%s', (_name, picked, addresses, zone, expected) => {
    expect(deliveryAddress(picked, addresses, zone)?.address ?? null).toBe(expected);
  });

  it('filters by the store zone', () => {
    expect([home, office, typed].filter((address) => inStoreZone(address, 3)).map((address) => address.id)).toEqual([2, null]);
  });
});
