import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { withFreshDatabase } from '@/testing/local-database';
import { onSessionEnd } from './auth-events';
import { getDb } from './db';
import { resetKioskSession } from './kiosk-reset';
import { getSession, updateSession } from './session';

describe('resetKioskSession', () => {
  withFreshDatabase('kiosk');

  it('forgets the last customer on this device but keeps the kiosk zone and module', async () => {
    updateSession({ token: 'tok', guestId: '77', zoneId: '[1]', module: { id: 6, module_type: 'rental', module_name: 'Rental' } });
    await getDb().guestContact.put({ id: 'guest', contact_person_name: 'A', contact_person_number: '+971500000000', contact_person_email: 'a@b.co', updatedAt: 1 });
    await getDb().recentDestinations.put({ key: 'mall|1|2', locationName: 'Mall', lat: 1, lng: 2, usedAt: 1 });
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    const reopen = vi.fn();

    await resetKioskSession(reopen);
    stop();

    expect(ended).toHaveBeenCalledWith('kiosk');
    expect(getSession()).toMatchObject({ token: null, guestId: null, zoneId: '[1]', module: { id: 6 } });
    expect(await getDb().guestContact.count()).toBe(0);
    expect(await getDb().recentDestinations.count()).toBe(0);
    expect(reopen).toHaveBeenCalledWith('/home');
  });
});
