/**
 * Splitting start-up work into tasks, so a slow phone's long start never holds the page for long at a stretch
 * (a tap or a scroll is answered in between).
 */

/** Ends the current task; the caller goes on in a task of its own once the browser has painted and answered input. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const IDLE_TIMEOUT_MS = 1000;

/** Resolves once the main thread is idle (or after `timeoutMs` at most); at once where idle callbacks are unknown. */
export function idleMoment(timeoutMs = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

let lastTurn: Promise<void> = Promise.resolve();

/**
 * Parts of the page that come in after the first screen take turns: each turn starts once the main thread has
 * been idle since the previous one (its render, commit and effects are done), so two parts never mount in the
 * same long task.
 */
export function nextTurn(): Promise<void> {
  const turn = lastTurn.then(() => idleMoment());
  lastTurn = turn;
  return turn;
}

/**
 * Runs `start` in a turn of its own (see `nextTurn`), from an effect: returns the effect's cleanup, which
 * cancels a start not yet run or undoes one that ran.
 */
export function startInTurn(start: () => (() => void) | void): () => void {
  let stopped = false;
  let stop: (() => void) | void;
  void nextTurn().then(() => {
    if (!stopped) stop = start();
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
