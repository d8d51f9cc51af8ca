/**
 * The carousel (loaded lazily by carousel.tsx): a row of slides the browser scrolls itself, snapping to each
 * slide, so a finger swipes it natively and its layout is plain CSS, the same in the server's markup and once
 * the app runs (nothing is measured or moved when it starts). Previous/next are real, labelled buttons, dots are
 * named "Go to slide n", and each slide is a group named "Slide n of m". Autoplay (autoplay.ts) holds while the
 * mouse or focus is inside or the page is hidden, and can be paused with a button (WCAG 2.2.2); while it plays,
 * the slides are not announced as they change. The row itself takes keyboard focus, and its arrow keys move
 * it slide by slide. A move to another slide takes `speed` (glide.ts); with reduced motion it is instant and
 * there is no autoplay. The row follows the document's direction, so in Arabic the next slide is on the left. Until the app has
 * taken a server-rendered page over, only the slides on the first screen carry their content: the others are
 * out of sight, and their pictures would share a slow connection with the page's largest one.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useHydrated } from '@/hooks/use-hydrated';
import { t } from '@/lib/i18n';
import { PlainIconButton } from '../icon-button/plain-icon-button';
import { cx } from '../utils/cx';
import { useReducedMotion } from '../utils/use-reduced-motion';
import { importPatiently } from '@/lib/after-load';
import type { Autoplay, Hold, Slides } from './autoplay';
import type * as MotionModule from './carousel-motion';
import type { CarouselProps } from './carousel-types';
import * as styles from './carousel.css';
import { GAP_PROPERTY, TWO_UP_QUERY } from './carousel.css';

type Motion = typeof MotionModule;

// The autoplay and the glide act only once the carousel has mounted: their code loads then (carousel-motion.ts),
// and once it is here a move starts at once, as it did when it came with the carousel.
let motion: Motion | null = null;
let loadingMotion: Promise<Motion> | null = null;
const loadMotion = (): Promise<Motion> =>
  (loadingMotion ??= importPatiently(() => import('./carousel-motion')).then(
    (module) => (motion = module),
    (error: unknown) => {
      loadingMotion = null;
      throw error;
    },
  ));
/** Runs `act` with the motion's code: at once when it is loaded, else once it is. */
function withMotion(act: (loaded: Motion) => void): void {
  if (motion) act(motion);
  else void loadMotion().then(act, () => undefined);
}

/** How far the row is scrolled from its start, in slides (one step: from a slide's start to the next one's). */
function slideAt(row: HTMLElement): number {
  const [first, second] = [row.children[0], row.children[1]] as (HTMLElement | undefined)[];
  const step = first && second ? Math.abs(second.offsetLeft - first.offsetLeft) : 0;
  return step > 0 ? Math.round(Math.abs(row.scrollLeft) / step) : 0;
}

/**
 * The scroll offset that brings slide `index` to the row's start edge. Right to left, the slides lie leftwards
 * and the offset is negative, as the row's own scroll offset is then.
 */
function offsetOf(row: HTMLElement, index: number): number {
  const first = row.firstElementChild as HTMLElement | null;
  const slide = row.children[index] as HTMLElement | undefined;
  return first && slide ? slide.offsetLeft - first.offsetLeft : 0;
}

export default function CarouselImpl({ label, slides, autoplayDelay, speed = 800, loop = false, navigation, pagination, spaceBetween = 12, twoUpWide = false, className }: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const twoUp = useMediaQuery(TWO_UP_QUERY) && twoUpWide;
  const perView = twoUp ? 2 : 1;
  // The places the row can rest at: with two slides in view, the last one is reached from the one before it.
  const places = Math.max(1, slides.length - perView + 1);
  const several = places > 1;
  const onFirstScreen = twoUpWide ? 2 : 1;
  const row = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const autoplays = Boolean(autoplayDelay) && several && !reducedMotion;
  const showNavigation = (navigation ?? true) && several;
  const showDots = (pagination ?? true) && several;
  const autoplay = useRef<Autoplay | null>(null);
  // What holds the autoplay (the mouse, focus, the customer's pause), kept for a player that has not started yet.
  const holds = useRef(new Set<Hold>());
  const hold = (reason: Hold, held: boolean) => {
    if (held) holds.current.add(reason);
    else holds.current.delete(reason);
    autoplay.current?.hold(reason, held);
  };
  const changeListeners = useRef(new Set<() => void>());
  const state = useRef({ current, places, duration: reducedMotion ? 0 : speed });
  useEffect(() => {
    state.current = { current, places, duration: reducedMotion ? 0 : speed };
  });
  const stopGliding = useRef<() => void>(() => undefined);

  const goTo = useCallback((index: number, wrap: boolean) => {
    const element = row.current;
    const { places: count, duration } = state.current;
    if (!element) return;
    const target = wrap ? (index + count) % count : Math.min(Math.max(index, 0), count - 1);
    stopGliding.current();
    let stopped = false;
    stopGliding.current = () => {
      stopped = true;
    };
    withMotion(({ glide }) => {
      if (!stopped) stopGliding.current = glide(element, offsetOf(element, target), duration);
    });
  }, []);

  // The slide in view follows the row's scrolling, whoever scrolled it (a swipe, a button, the autoplay, focus);
  // a finger or a wheel takes over from a glide where it is.
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const onScroll = () => setCurrent(Math.min(slideAt(element), state.current.places - 1));
    const takeOver = () => stopGliding.current();
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('pointerdown', takeOver, { passive: true });
    element.addEventListener('wheel', takeOver, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('pointerdown', takeOver);
      element.removeEventListener('wheel', takeOver);
      stopGliding.current();
    };
  }, []);

  useEffect(() => {
    for (const listener of changeListeners.current) listener();
  }, [current]);

  const slidesForAutoplay = useMemo<Slides>(
    () => ({
      // The autoplay goes round: after the last slide, the first.
      slideNext: () => goTo(state.current.current + 1, true),
      on: (_event, handler) => changeListeners.current.add(handler),
      off: (_event, handler) => changeListeners.current.delete(handler),
    }),
    [goTo],
  );

  useEffect(() => {
    const element = row.current;
    if (!element || !autoplays || !autoplayDelay) return;
    let live = true;
    let leave = () => undefined as void;
    withMotion(({ startAutoplay }) => {
      if (!live) return;
      const announce = (running: boolean) => element.setAttribute('aria-live', running ? 'off' : 'polite');
      const player = startAutoplay(slidesForAutoplay, autoplayDelay, announce);
      for (const reason of holds.current) player.hold(reason, true);
      announce(player.running);
      autoplay.current = player;
      const visibility = () => player.hold('hidden', document.visibilityState === 'hidden');
      visibility();
      document.addEventListener('visibilitychange', visibility);
      leave = () => {
        document.removeEventListener('visibilitychange', visibility);
        player.stop();
        autoplay.current = null;
        element.setAttribute('aria-live', 'polite');
      };
    });
    return () => {
      live = false;
      leave();
    };
  }, [slidesForAutoplay, autoplays, autoplayDelay]);

  const togglePaused = () => {
    // Play is the customer's explicit wish: it plays at once, with focus (on this button) and the mouse inside.
    if (paused) {
      hold('focus', false);
      hold('pointer', false);
    }
    hold('paused', !paused);
    setPaused(!paused);
  };

  return (
    <section
      aria-roledescription={t('ui.carousel')}
      aria-label={label}
      className={cx(styles.carousel, className)}
      style={{ [GAP_PROPERTY]: `${spaceBetween}px` } as CSSProperties}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
      }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') hold('pointer', true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') hold('pointer', false);
      }}
    >
      {/* A keyboard reaches the row itself (its arrow keys scroll it, slide by slide), whatever the slides hold. */}
      <div ref={row} className={cx(styles.row, twoUpWide ? styles.twoUpRow : null)} role="group" aria-label={t('ui.slides')} tabIndex={0} aria-live="polite">
        {slides.map((slide, index) => (
          <div key={slide.id} className={styles.slide} role="group" aria-roledescription={t('ui.slide')} aria-label={t('ui.slideOf', { index: index + 1, count: slides.length })}>
            {hydrated || index < onFirstScreen ? slide.content : null}
          </div>
        ))}
      </div>
      {showNavigation ? (
        <>
          <PlainIconButton
            icon="chevronStart"
            label={t('ui.previousSlide')}
            variant="secondary"
            size="sm"
            className={styles.previous}
            isDisabled={!loop && current === 0}
            onPress={() => goTo(current - 1, loop)}
          />
          <PlainIconButton
            icon="chevronEnd"
            label={t('ui.nextSlide')}
            variant="secondary"
            size="sm"
            className={styles.next}
            isDisabled={!loop && current >= places - 1}
            onPress={() => goTo(current + 1, loop)}
          />
        </>
      ) : null}
      {showDots ? (
        <div className={styles.dots}>
          {Array.from({ length: places }, (_, index) => (
            <button key={index} type="button" className={styles.dot} aria-label={t('ui.goToSlide', { index: index + 1 })} aria-current={index === current ? 'true' : undefined} onClick={() => goTo(index, false)} />
          ))}
        </div>
      ) : null}
      {autoplays ? (
        <PlainIconButton
          icon={paused ? 'play' : 'pause'}
          label={paused ? t('ui.playSlides') : t('ui.pauseSlides')}
          variant="secondary"
          size="sm"
          className={styles.playPause}
          onPress={togglePaused}
        />
      ) : null}
    </section>
  );
}
