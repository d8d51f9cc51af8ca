import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./yield-to-main');
}

/** Idle callbacks the test runs by hand, one at a time. */
function stubIdleCallbacks(): (() => void)[] {
  const queue: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => queue.push(callback));
  return queue;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('turns after the first screen', () => {
  it('come one at a time: a turn waits for an idle moment after the one before', async () => {
    const idle = stubIdleCallbacks();
    const { nextTurn } = await freshModule();
    const order: string[] = [];
    void nextTurn().then(() => order.push('footer'));
    void nextTurn().then(() => order.push('header'));
    await settle();
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    await settle();
    expect(order).toEqual(['footer']);
    // The second turn asks for its idle moment only once the first has run.
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    await settle();
    expect(order).toEqual(['footer', 'header']);
  });

  it('a start in a turn is cancelled by a cleanup before its turn, and stopped by one after', async () => {
    const idle = stubIdleCallbacks();
    const { startInTurn } = await freshModule();
    const started: string[] = [];
    const stopped: string[] = [];
    const cancel = startInTurn(() => {
      started.push('early');
    });
    const stop = startInTurn(() => {
      started.push('replayer');
      return () => stopped.push('replayer');
    });
    cancel();
    await settle();
    idle.shift()?.();
    await settle();
    idle.shift()?.();
    await settle();
    expect(started).toEqual(['replayer']);
    stop();
    expect(stopped).toEqual(['replayer']);
  });

  it('without idle callbacks a turn comes in the next task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { nextTurn } = await freshModule();
    let done = false;
    void nextTurn().then(() => (done = true));
    expect(done).toBe(false);
    await settle();
    await settle();
    expect(done).toBe(true);
  });
});

describe('after the next paint', () => {
  it('goes on in a task after the frame, not before it', async () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const { afterNextPaint } = await freshModule();
    let resumed = false;
    void afterNextPaint().then(() => (resumed = true));
    await settle();
    expect(resumed).toBe(false);
    frames.shift()?.();
    // The frame's own callback does not resume the caller; the task after it does.
    expect(resumed).toBe(false);
    await settle();
    expect(resumed).toBe(true);
  });

  it('goes on after a short wait when no frame comes (a hidden page)', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestAnimationFrame', () => 0);
      const { afterNextPaint } = await freshModule();
      let resumed = false;
      void afterNextPaint().then(() => (resumed = true));
      await vi.advanceTimersByTimeAsync(50);
      expect(resumed).toBe(false);
      await vi.advanceTimersByTimeAsync(60);
      expect(resumed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
