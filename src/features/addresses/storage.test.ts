import { describe, expect, it } from 'vitest';
import { withFreshDatabase } from '@/testing/local-database';
import { listGuestAddresses, removeGuestAddress, saveGuestAddress } from './storage';

const body = {
  address: 'Dubai Mall, Downtown Dubai',
  address_type: 'home',
  contact_person_name: 'Sara Guest',
  contact_person_number: '+971501112233',
  contact_person_email: 'sara@example.com',
  latitude: 25.1985,
  longitude: 55.2796,
  road: 'Financial Centre Road',
  house: '1',
  floor: '2',
  additional_information: 'Gate 3',
};

withFreshDatabase('addresses');

describe('a guest’s addresses on this device', () => {
  it('keeps a new address with its zones, newest first', async () => {
    await saveGuestAddress(body, [3, 1], undefined, 1000);
    await saveGuestAddress({ ...body, address: 'Kite Beach', address_type: 'Beach' }, [2], undefined, 2000);
    const rows = await listGuestAddresses();
    expect(rows.map((row) => [row.address, row.zone_ids])).toEqual([
      ['Kite Beach', [2]],
      ['Dubai Mall, Downtown Dubai', [3, 1]],
    ]);
    expect(rows[1]).toMatchObject({ contact_person_email: 'sara@example.com', additional_information: 'Gate 3' });
  });

  it('replaces an address when editing, keeping when it was first saved', async () => {
    const id = await saveGuestAddress(body, [3, 1], undefined, 1000);
    await saveGuestAddress({ ...body, floor: '9' }, [3, 1], id, 5000);
    const rows = await listGuestAddresses();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, floor: '9', createdAt: 1000 });
  });

  it('removes an address', async () => {
    const id = await saveGuestAddress(body, [1]);
    await removeGuestAddress(id);
    expect(await listGuestAddresses()).toEqual([]);
  });
});
