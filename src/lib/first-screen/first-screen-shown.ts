/**
 * When the customer sees a server-rendered page's first screen: once the browser has presented its first
 * contentful paint, and its largest picture (the one the page preloads with high priority) has been painted
 * too (reported as the largest paint, or loaded and a frame drawn since). The entry starts the app's scripts
 * only then, so on a slow connection the screen and its picture have the bandwidth and the main thread to
 * themselves. Read from the browser's own paint timings (a frame callback
 * runs before the frame is presented); at most `limitMs` for the picture, so one that does not come never holds
 * the app, and at once in a hidden page (nobody sees its paints) or a browser without these timings.
 */
export function firstScreenShown(page: Document, limitMs: number): Promise<void> {
  if (page.visibilityState === 'hidden' || !supports('paint') || !supports('largest-contentful-paint')) return Promise.resolve();
  const href = page.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]')?.href;
  const picture = href === undefined ? undefined : [...page.querySelectorAll<HTMLImageElement>('#root img')].find((image) => image.src === href);
  return paintSeen((entry) => entry.entryType === 'paint' && entry.name === 'first-contentful-paint', 'paint', limitMs * 2).then(() =>
    picture ? Promise.race([paintSeen((entry) => (entry as PerformanceEntry & { url?: string }).url === href, 'largest-contentful-paint', limitMs), drawn(picture)]) : undefined,
  );
}

/**
 * Resolves once the picture has loaded and a frame has been drawn since: the browser reports a largest paint
 * only for a picture larger than what it reported before, so a picture mostly out of view (a phone's banner
 * under a tall form) is never reported, and the app would wait the whole limit for it.
 */
function drawn(picture: HTMLImageElement): Promise<void> {
  const loaded = picture.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
      });
  // A frame callback runs before its frame is drawn: the second one runs once the first frame is.
  return loaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
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
