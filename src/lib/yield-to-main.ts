/**
 * Ends the current task so the browser can paint and answer a tap before the caller goes on (in a task of its
 * own): a slow phone's long start-up work, split this way, never holds the page for long at a stretch.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
