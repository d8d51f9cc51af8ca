/**
 * Calls `onIdle` once after `idleMs` without customer interaction (pointer, key, touch, wheel or scroll).
 * Any interaction restarts the wait. Returns a function that stops watching.
 */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export function watchIdle(target: EventTarget, idleMs: number, onIdle: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(onIdle, idleMs);
  };
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, restart, { passive: true, capture: true });
  restart();
  return () => {
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, restart, { capture: true });
  };
}
