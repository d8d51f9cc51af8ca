/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenShown } from './first-screen-shown';

/** A stand-in for the browser's paint timings: entries reported now or later reach every observer of their type. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static reported: PerformanceEntry[] = [];
  static live = new Set<FakeObserver>();
  private type = '';
  constructor(private readonly callback: (list: { getEntries(): PerformanceEntry[] }) => void) {}
  observe({ type }: { type: string }) {
    this.type = type;
    FakeObserver.live.add(this);
    const earlier = FakeObserver.reported.filter((entry) => entry.entryType === type);
    if (earlier.length > 0) this.callback({ getEntries: () => earlier });
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  static report(entry: Partial<PerformanceEntry> & { url?: string }) {
    FakeObserver.reported.push(entry as PerformanceEntry);
    for (const observer of [...FakeObserver.live]) if (observer.type === entry.entryType) observer.callback({ getEntries: () => [entry as PerformanceEntry] });
  }
}

const PICTURE = '/storage/banner/1.webp';

function page() {
  document.head.innerHTML = `<link rel="preload" as="image" href="${PICTURE}" fetchpriority="high">`;
  document.body.innerHTML = `<div id="root"><img src="/storage/item/2.webp"><img src="${PICTURE}"></div>`;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe("a server-rendered page's first screen, as the customer sees it", () => {
  beforeEach(() => {
    FakeObserver.reported = [];
    FakeObserver.live.clear();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('is shown once its first contentful paint and its largest picture have been painted', async () => {
    page();
    const shown = firstScreenShown(document, 1500);
    expect(await settled(shown)).toBe(false);
    FakeObserver.report({ entryType: 'paint', name: 'first-contentful-paint' });
    expect(await settled(shown)).toBe(false);
    // Another element's paint is not the picture's.
    FakeObserver.report({ entryType: 'largest-contentful-paint', name: '', url: '' });
    expect(await settled(shown)).toBe(false);
    FakeObserver.report({ entryType: 'largest-contentful-paint', name: '', url: new URL(PICTURE, location.href).href });
    expect(await settled(shown)).toBe(true);
  });

  it('is shown once the picture has loaded and a frame been drawn, when the browser never reports it as the largest paint', async () => {
    page();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const shown = firstScreenShown(document, 1500);
    FakeObserver.report({ entryType: 'paint', name: 'first-contentful-paint' });
    expect(await settled(shown)).toBe(false);
    document.querySelector<HTMLImageElement>(`img[src="${PICTURE}"]`)?.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(false);
    frames.shift()?.(0);
    expect(await settled(shown)).toBe(false);
    frames.shift()?.(16);
    expect(await settled(shown)).toBe(true);
  });

  it('takes paints reported before it asked, waits for no picture the page does not name, and never longer than the limit', async () => {
    page();
    FakeObserver.report({ entryType: 'paint', name: 'first-contentful-paint' });
    FakeObserver.report({ entryType: 'largest-contentful-paint', name: '', url: new URL(PICTURE, location.href).href });
    expect(await settled(firstScreenShown(document, 1500))).toBe(true);

    document.head.innerHTML = '';
    expect(await settled(firstScreenShown(document, 1500))).toBe(true);

    FakeObserver.reported = [];
    page();
    vi.useFakeTimers();
    const shown = firstScreenShown(document, 1500);
    await vi.advanceTimersByTimeAsync(3000);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await settled(shown)).toBe(true);
  });

  it('does not wait in a browser without paint timings', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    page();
    expect(await settled(firstScreenShown(document, 1500))).toBe(true);
  });
});
