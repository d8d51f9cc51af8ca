import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutoplay, type Slides } from './autoplay';

/** A carousel of `count` slides that, like the carousel's row, tells its listeners of every change. */
function slidesOf(count: number) {
  const listeners = new Set<() => void>();
  const state = { index: 0 };
  const slides: Slides = {
    slideNext() {
      state.index = (state.index + 1) % count;
      for (const listener of [...listeners]) listener();
    },
    on: (_event, handler) => listeners.add(handler),
    off: (_event, handler) => listeners.delete(handler),
  };
  const goTo = (index: number) => {
    state.index = index;
    for (const listener of [...listeners]) listener();
  };
  return { slides, state, goTo, listeners };
}

describe('carousel autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to the next slide every delay, looping', () => {
    const { slides, state } = slidesOf(3);
    startAutoplay(slides, 4000);
    vi.advanceTimersByTime(3999);
    expect(state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.index).toBe(1);
    vi.advanceTimersByTime(8000);
    expect(state.index).toBe(0);
  });

  it('counts the delay again from a slide the customer chose', () => {
    const { slides, state, goTo } = slidesOf(3);
    startAutoplay(slides, 4000);
    vi.advanceTimersByTime(3000);
    goTo(2);
    vi.advanceTimersByTime(3000);
    expect(state.index).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(state.index).toBe(0);
  });

  it('waits while anything holds it, and counts a whole delay once nothing does', () => {
    const { slides, state } = slidesOf(3);
    const changes: boolean[] = [];
    const player = startAutoplay(slides, 4000, (running) => changes.push(running));
    expect(player.running).toBe(true);
    vi.advanceTimersByTime(3000);
    player.hold('focus', true);
    player.hold('pointer', true);
    vi.advanceTimersByTime(10_000);
    expect(state.index).toBe(0);
    player.hold('focus', false);
    vi.advanceTimersByTime(10_000);
    expect(state.index).toBe(0);
    expect(player.running).toBe(false);
    player.hold('pointer', false);
    expect(player.running).toBe(true);
    vi.advanceTimersByTime(3999);
    expect(state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.index).toBe(1);
    expect(changes).toEqual([true, false, true]);
  });

  it('stays paused by the customer through slide changes, and stops for good', () => {
    const { slides, state, goTo, listeners } = slidesOf(3);
    const player = startAutoplay(slides, 4000);
    player.hold('paused', true);
    goTo(1);
    vi.advanceTimersByTime(10_000);
    expect(state.index).toBe(1);
    player.hold('paused', false);
    player.stop();
    vi.advanceTimersByTime(10_000);
    expect(state.index).toBe(1);
    expect(player.running).toBe(false);
    expect(listeners.size).toBe(0);
  });
});
