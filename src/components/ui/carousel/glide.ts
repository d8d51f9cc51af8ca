/**
 * Scrolls a snapping row to an offset over a set time, eased at both ends (the browser's own smooth scroll takes
 * the time it likes). The row's snapping is off while it glides, so the browser does not pull it to a slide at
 * every step, and back on once it is there. Returns a function that stops it where it is (a finger or a wheel
 * taking over).
 */
export function glide(row: HTMLElement, to: number, durationMs: number): () => void {
  const from = row.scrollLeft;
  if (durationMs <= 0 || from === to) {
    row.scrollLeft = to;
    return () => undefined;
  }
  const started = performance.now();
  let frame = 0;
  row.style.scrollSnapType = 'none';
  const finish = () => {
    cancelAnimationFrame(frame);
    row.style.scrollSnapType = '';
  };
  const step = (now: number) => {
    const progress = Math.min(1, (now - started) / durationMs);
    row.scrollLeft = from + (to - from) * easeInOut(progress);
    if (progress < 1) frame = requestAnimationFrame(step);
    else finish();
  };
  frame = requestAnimationFrame(step);
  return finish;
}

/** 0 → 1, slow at both ends. */
function easeInOut(progress: number): number {
  return 0.5 - Math.cos(Math.PI * progress) / 2;
}
