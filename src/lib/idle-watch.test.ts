import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchIdle } from './idle-watch';

describe('watchIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once after the idle time without interaction', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    watchIdle(target, 60_000, onIdle);
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('restarts the wait on every interaction', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    watchIdle(target, 60_000, onIdle);
    vi.advanceTimersByTime(50_000);
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(50_000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops watching when disposed', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    const stop = watchIdle(target, 1_000, onIdle);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
