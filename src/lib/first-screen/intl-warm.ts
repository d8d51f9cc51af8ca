/**
 * The first use of the browser's internationalisation (dates, numbers, plural rules, react-aria's locale check
 * as its module loads) in a page loads the browser's locale data: 40–190 ms of main-thread time on the bench
 * machine's Chromium, four times that on the slow phone the bench simulates, and all of it at the moment the
 * app takes the page over. That data belongs to the page's process, not to one thread: a worker started with
 * the page loads it while the first screen is painted and the app's files arrive, and the app's own calls are
 * then immediate (under 2 ms, measured). Without workers, the app loads it itself, as before.
 *
 * The promise settles once the worker has loaded the data (or failed, or after `limitMs`): the app's scripts are
 * evaluated only then, since evaluating them is already a first use (react-aria's module asks which locales the
 * browser supports as it loads), and one that comes before the worker is done pays the whole load itself.
 */
export function warmIntl(language: string, limitMs: number): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, limitMs);
    function done() {
      clearTimeout(timer);
      resolve();
    }
    try {
      // The worker says when the data is loaded, then ends itself; it takes the page's language as its name.
      const worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { name: language });
      worker.addEventListener('message', done, { once: true });
      worker.addEventListener('error', done, { once: true });
    } catch {
      // A browser or policy that refuses the worker: the app loads the data when it first needs it.
      done();
    }
  });
}
