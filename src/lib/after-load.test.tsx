// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./after-load');
}

describe('after the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no idle callbacks; the helper then resolves once the page is quiet.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for a quiet moment after the page has loaded, once for every caller', async () => {
    const { afterPageLoad } = await freshModule();
    let done = 0;
    void afterPageLoad().then(() => done++);
    void afterPageLoad().then(() => done++);
    await vi.advanceTimersByTimeAsync(250);
    expect(done).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(2);
  });

  it('starts however busy the network stays, at most four seconds after the app did', async () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: () => void) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { afterPageLoad } = await freshModule();
    let done = false;
    void afterPageLoad().then(() => (done = true));
    // A request finishes every 200 ms: the page is never quiet for 300 ms.
    for (let elapsed = 0; elapsed < 3800; elapsed += 200) {
      callbacks.forEach((callback) => callback());
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(250);
    expect(done).toBe(true);
  });
});

describe('a chunk asked for patiently', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offline, is asked for again once the connection is back', async () => {
    const { importPatiently } = await freshModule();
    vi.stubGlobal('navigator', { onLine: false });
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ default: 'chunk' });
    const loaded = importPatiently(load);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    vi.stubGlobal('navigator', { onLine: true });
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ default: 'chunk' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, tries three times a moment apart and then lets the failure show', async () => {
    vi.useFakeTimers();
    const { importPatiently } = await freshModule();
    vi.stubGlobal('navigator', { onLine: true });
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValue(failure);
    const loaded = importPatiently(load);
    const outcome = loaded.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4100);
    expect(load).toHaveBeenCalledTimes(3);
    expect(await outcome).toBe(failure);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
  }
}

describe('a part loaded after the first screen', () => {
  beforeEach(() => vi.stubGlobal('requestIdleCallback', undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders nothing at first, then mounts once its chunk is in, with its props', async () => {
    const { lazyAfterLoad } = await freshModule();
    let arrive: (module: { default: (props: { label: string }) => ReactNode }) => void = () => undefined;
    const Part = lazyAfterLoad(() => new Promise<{ default: (props: { label: string }) => ReactNode }>((resolve) => (arrive = resolve)));
    const { container } = render(<Part label="Footer" />);
    expect(container.textContent).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(container.textContent).toBe('');
    arrive({ default: ({ label }) => <footer>{label}</footer> });
    expect(await screen.findByText('Footer')).toBeTruthy();
  });

  it('a chunk that cannot be fetched shows in the nearest error boundary', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { lazyAfterLoad } = await freshModule();
      const Part = lazyAfterLoad(() => Promise.reject(new Error('chunk missing')));
      render(
        <Boundary>
          <Part />
        </Boundary>,
      );
      await vi.advanceTimersByTimeAsync(5000);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Failed: chunk missing')).toBeTruthy();
  });
});

describe('what a screen shows once the page is quiet', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is left out until the page has gone quiet, then shows, and shows at once on a screen opened after that', async () => {
    const { useAfterPageLoad, afterPageLoad } = await freshModule();
    function Later() {
      return useAfterPageLoad() ? <p>Top rated</p> : <p>room</p>;
    }
    const first = render(<Later />);
    expect(first.container.textContent).toBe('room');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(first.container.textContent).toBe('room');
    expect(await screen.findByText('Top rated')).toBeTruthy();
    first.unmount();
    await afterPageLoad();
    const next = render(<Later />);
    expect(next.container.textContent).toBe('Top rated');
  });
});
