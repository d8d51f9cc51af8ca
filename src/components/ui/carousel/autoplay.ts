/**
 * The carousel's autoplay: the next slide every `delay` ms, the count starting again at every slide change (a
 * swipe, an arrow, a dot, the autoplay's own step), and nothing while something holds it: the mouse over the
 * carousel, focus inside it, the page hidden, or the customer's pause. A timer between steps: nothing runs on
 * the main thread while it waits (an autoplay reporting the time left every frame would wake a phone's main
 * thread for as long as a page with a carousel is open).
 */

/** What the autoplay drives: the carousel's row (carousel-impl.tsx). */
export interface Slides {
  slideNext(): void;
  on(event: 'slideChange', handler: () => void): void;
  off(event: 'slideChange', handler: () => void): void;
}

export type Hold = 'pointer' | 'focus' | 'hidden' | 'paused';

export interface Autoplay {
  /** Holds (`true`) or lets go (`false`) for one reason; the count starts afresh once nothing holds. */
  hold(reason: Hold, held: boolean): void;
  /** True while it counts toward the next slide. */
  readonly running: boolean;
  stop(): void;
}

export function startAutoplay(slides: Slides, delay: number, onRunningChange?: (running: boolean) => void): Autoplay {
  const holds = new Set<Hold>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running = false;

  const setRunning = (value: boolean) => {
    if (running === value) return;
    running = value;
    onRunningChange?.(value);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    const counts = !stopped && holds.size === 0;
    if (counts) timer = setTimeout(() => slides.slideNext(), delay);
    setRunning(counts);
  };

  slides.on('slideChange', schedule);
  schedule();

  return {
    hold(reason, held) {
      const had = holds.size;
      if (held) holds.add(reason);
      else holds.delete(reason);
      if ((had === 0) !== (holds.size === 0)) schedule();
    },
    get running() {
      return running;
    },
    stop() {
      stopped = true;
      slides.off('slideChange', schedule);
      schedule();
    },
  };
}
