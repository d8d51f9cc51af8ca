/** @vitest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withFreshDatabase } from '@/testing/local-database';
import { getDb } from './db';
import { useDeferredLiveQuery } from './db-live';

const contactName = () => getDb().guestContact.get('guest').then((row) => row?.contact_person_name ?? null);
const saveName = (name: string) => getDb().guestContact.put({ id: 'guest', contact_person_name: name, contact_person_number: '', contact_person_email: '', updatedAt: Date.now() });

describe('a live read of the local database loaded after the screen', () => {
  withFreshDatabase('live');

  it('is undefined on the first render, then follows the stored rows', async () => {
    await saveName('Sara');
    const { result } = renderHook(() => useDeferredLiveQuery(() => Promise.resolve(contactName), []));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('Sara'));
    await saveName('Sara Guest');
    await waitFor(() => expect(result.current).toBe('Sara Guest'));
  });

  it('reads again when its dependencies change, showing nothing of the previous answer meanwhile', async () => {
    await saveName('Sara');
    let arrive: () => void = () => undefined;
    const { result, rerender } = renderHook(({ signedIn }) => useDeferredLiveQuery(() => (signedIn ? new Promise<() => string>((resolve) => (arrive = () => resolve(() => 'none'))) : Promise.resolve(contactName)), [signedIn]), {
      initialProps: { signedIn: false },
    });
    await waitFor(() => expect(result.current).toBe('Sara'));
    rerender({ signedIn: true });
    expect(result.current).toBeUndefined();
    arrive();
    await waitFor(() => expect(result.current).toBe('none'));
  });

  it('stops following once unmounted', async () => {
    const read = vi.fn(contactName);
    const { result, unmount } = renderHook(() => useDeferredLiveQuery(() => Promise.resolve(read), []));
    await waitFor(() => expect(result.current).toBeNull());
    const reads = read.mock.calls.length;
    unmount();
    await saveName('After');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read.mock.calls.length).toBe(reads);
  });

  it('stays undefined and says why when the read cannot load (asked again a few times first)', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const { result } = renderHook(() => useDeferredLiveQuery(load, []));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load.mock.calls.length).toBeGreaterThan(1);
    expect(warn).toHaveBeenCalledWith('Could not load the local database', expect.any(Error));
    expect(result.current).toBeUndefined();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
});
