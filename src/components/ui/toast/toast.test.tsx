// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, subscribeToasts } from '@/lib/notify';
import { ToastRegion, toastTimeout } from './toast';

beforeEach(() => {
  // Test files share their worker's modules: messages other files published with no region are dropped.
  subscribeToasts(() => undefined)();
  vi.useFakeTimers();
});

afterEach(() => {
  // Let any toast left by a failing test expire before the next one.
  act(() => vi.advanceTimersByTime(60_000));
  cleanup();
  vi.useRealTimers();
});

describe('ToastRegion', () => {
  it('shows a notify.error message as an alert in the Notifications landmark, then hides it after 5000 ms', () => {
    render(<ToastRegion />);
    act(() => notify.error('Could not add the vehicle'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Error: Could not add the vehicle');
    expect(screen.getByRole('region', { name: 'Notifications' }).contains(alert)).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('a repeated message replaces the one shown, its time starting over; another message stays beside it', () => {
    render(<ToastRegion />);
    act(() => notify.error('Out of Limits'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => notify.error('Out of Limits'));
    act(() => notify.error('Out of Limits'));
    act(() => notify.info('Saved'));
    expect(screen.getAllByText('Out of Limits')).toHaveLength(1);
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Out of Limits')).not.toBeNull();
  });

  it('closes a toast with its close button', () => {
    render(<ToastRegion />);
    act(() => notify.success('Saved'));
    expect(screen.getByRole('alert').textContent).toBe('Success: Saved');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows messages published before the region mounted', () => {
    act(() => notify.info('Back online'));
    render(<ToastRegion />);
    expect(screen.getByRole('alert').textContent).toBe('Information: Back online');
  });
});

describe('toastTimeout', () => {
  it('never goes under 5 s and keeps a toast with no timeout until closed', () => {
    expect(toastTimeout({ timeout: 5000 })).toBe(5000);
    expect(toastTimeout({ timeout: 8000 })).toBe(8000);
    expect(toastTimeout({ timeout: 1000 })).toBe(5000);
    expect(toastTimeout({ timeout: 0 })).toBeUndefined();
  });
});
