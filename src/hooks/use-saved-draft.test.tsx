/** @vitest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSavedDraft } from './use-saved-draft';

describe('a draft this device keeps', () => {
  it('shows the saved copy once read, and saves every change', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useSavedDraft('', true, () => Promise.resolve('Sara'), save));
    expect(result.current[0]).toBe('');
    await act(async () => undefined);
    expect(result.current[0]).toBe('Sara');
    act(() => result.current[1]('Sara Guest'));
    expect(result.current[0]).toBe('Sara Guest');
    expect(save).toHaveBeenCalledWith('Sara Guest');
  });

  it('keeps what the customer typed before the saved copy arrived', async () => {
    let arrive: (value: string) => void = () => undefined;
    const { result } = renderHook(() => useSavedDraft('', true, () => new Promise<string>((resolve) => (arrive = resolve)), () => Promise.resolve()));
    act(() => result.current[1]('Typed first'));
    await act(async () => arrive('Older copy'));
    expect(result.current[0]).toBe('Typed first');
  });

  it('reads nothing when not asked to', async () => {
    const read = vi.fn(() => Promise.resolve('Sara'));
    const { result } = renderHook(() => useSavedDraft('', false, read, () => Promise.resolve()));
    await act(async () => undefined);
    expect(read).not.toHaveBeenCalled();
    expect(result.current[0]).toBe('');
  });
});
