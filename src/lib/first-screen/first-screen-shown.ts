/**
 * When the customer sees a server-rendered page's first screen: once the browser has presented its first
 * contentful paint, and its largest picture (the one the page preloads with high priority) has been painted
 * too. The entry starts the app's scripts only then, so on a slow connection the screen and its picture have
 * the bandwidth and the main thread to themselves. Read from the browser's own paint timings (a frame callback
 * runs before the frame is presented); at most `limitMs` for the picture, so one that does not come never holds
 * the app, and at once in a hidden page (nobody sees its paints) or a browser without these timings.
 */
export function firstScreenShown(page: Document, limitMs: number): Promise<void> {
  if (page.visibilityState === 'hidden' || !supports('paint') || !supports('largest-contentful-paint')) return Promise.resolve();
  const href = page.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]')?.href;
  const pictured = href !== undefined && [...page.querySelectorAll<HTMLImageElement>('#root img')].some((image) => image.src === href);
  return paintSeen((entry) => entry.entryType === 'paint' && entry.name === 'first-contentful-paint', 'paint', limitMs * 2).then(() =>
    pictured ? paintSeen((entry) => (entry as PerformanceEntry & { url?: string }).url === href, 'largest-contentful-paint', limitMs) : undefined,
  );
}

function supports(type: string): boolean {
  return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes(type);
}

/** Resolves when an entry of `type` matching `seen` is (or was) reported, or after `limitMs`. */
function paintSeen(seen: (entry: PerformanceEntry) => boolean, type: string, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(seen)) done();
    });
    const timer = setTimeout(() => done(), limitMs);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type, buffered: true });
  });
}
