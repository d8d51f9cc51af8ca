/**
 * Resolves once the browser has produced a frame: a task queued from an animation frame callback runs after
 * that frame's paint. A hidden page produces no frames, so it resolves at once there (a background tab or a
 * prerender starts the app without waiting for a paint nobody sees).
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
