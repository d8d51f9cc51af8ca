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

/** The longest `afterNextPaint` waits for a frame (a hidden page draws none). */
const PAINT_WAIT_MS = 100;

/**
 * Resolves in a task after the browser's next frame, so a tap's own answer (a button shown pending, a stepper)
 * is drawn before the work it starts: a yielded task may still run ahead of the frame and hold the tap's paint.
 * At most `PAINT_WAIT_MS` later when no frame comes (a hidden page).
 */
export function afterNextPaint(): Promise<void> {
  // A page's frames; a worker (the service worker shares this module) has none.
  const frame = (globalThis as { requestAnimationFrame?: (callback: () => void) => number }).requestAnimationFrame;
  return new Promise((resolve) => {
    if (typeof frame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const late = setTimeout(resolve, PAINT_WAIT_MS);
    frame(() => {
      // The frame is drawn once this callback and the frame's work end; the next task starts after it.
      setTimeout(() => {
        clearTimeout(late);
        resolve();
      }, 0);
    });
  });
}

const IDLE_TIMEOUT_MS = 1000;

/** Resolves once the main thread is idle (or after `timeoutMs` at most); at once where idle callbacks are unknown. */
export function idleMoment(timeoutMs = IDLE_TIMEOUT_MS): Promise<void> {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number }).requestIdleCallback;
  return new Promise((resolve) => {
    if (typeof idle === 'function') idle(() => resolve(), { timeout: timeoutMs });
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
