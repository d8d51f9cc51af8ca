import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './intl-warm';

class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    super();
    FakeWorker.started.push(this);
  }
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('loading the locale data on another thread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeWorker.started = [];
  });

  it('starts one worker named after the page language, and is done when the worker says the data is loaded', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const warm = warmIntl('ar', 1500);
    expect(FakeWorker.started).toHaveLength(1);
    expect(String(FakeWorker.started[0]?.url)).toMatch(/intl-warm\.worker\.ts$/);
    expect(FakeWorker.started[0]?.options?.name).toBe('ar');
    expect(await settled(warm)).toBe(false);
    FakeWorker.started[0]?.dispatchEvent(new Event('message'));
    expect(await settled(warm)).toBe(true);
  });

  it('waits no longer than its limit, nor for a worker that failed', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const slow = warmIntl('en', 1500);
    await vi.advanceTimersByTimeAsync(1499);
    expect(await settled(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(slow)).toBe(true);
    const failing = warmIntl('en', 1500);
    FakeWorker.started[1]?.dispatchEvent(new Event('error'));
    expect(await settled(failing)).toBe(true);
  });

  it('leaves the work to the app at once when workers are refused or missing', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(await settled(warmIntl('en', 1500))).toBe(true);
    vi.stubGlobal('Worker', undefined);
    expect(await settled(warmIntl('en', 1500))).toBe(true);
  });
});
