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
