/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { glide } from './glide';

describe('gliding a row to a slide', () => {
  afterEach(() => vi.unstubAllGlobals());

  function frames() {
    const queue: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queue.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => queue.splice(0));
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    return (at: number) => {
      now = at;
      queue.shift()?.(at);
    };
  }

  it('moves eased over its time with snapping off, and lands with snapping back on', () => {
    const tick = frames();
    const row = document.createElement('div');
    row.scrollLeft = 0;
    glide(row, -400, 800);
    expect(row.style.scrollSnapType).toBe('none');
    tick(200);
    const early = row.scrollLeft;
    tick(400);
    expect(row.scrollLeft).toBeCloseTo(-200);
    expect(Math.abs(early)).toBeLessThan(100);
    tick(800);
    expect(row.scrollLeft).toBe(-400);
    expect(row.style.scrollSnapType).toBe('');
  });

  it('stops where it is when something takes over, and is instant without time', () => {
    const tick = frames();
    const row = document.createElement('div');
    const stop = glide(row, 400, 800);
    tick(400);
    stop();
    const stoppedAt = row.scrollLeft;
    tick(800);
    expect(row.scrollLeft).toBe(stoppedAt);
    expect(row.style.scrollSnapType).toBe('');
    glide(row, 0, 0);
    expect(row.scrollLeft).toBe(0);
  });
});
