/** Size budgets that fail `npm run bench:check` (and so CI) when exceeded. */
export const BUDGETS = {
  /** Initial JavaScript for any main route, gzip. */
  routeJsGzip: 150 * 1024,
  /** Everything the service worker precaches, uncompressed. */
  precacheBytes: 2 * 1024 * 1024,
  /** The target beyond the budget: stay near the stack's floor. */
  routeJsGzipTarget: 110 * 1024,
} as const;
