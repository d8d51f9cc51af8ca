/**
 * Retry timing for entries whose request got no answer: exponential, capped, with jitter so a fleet of
 * devices coming back online at once does not stampede the server. `random` is a parameter for tests.
 */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 5 * 60 * 1000;

export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 30));
  // Between half and all of the ceiling: keeps growth predictable while spreading retries.
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(1, Math.max(0, random())));
}
