/**
 * swiper-backed carousel (loaded lazily by carousel.tsx). Autoplay (autoplay.ts) holds while the mouse or focus
 * is inside or the page is hidden, and can be paused with a button (WCAG 2.2.2); while it plays, the slides are
 * not announced as they change. With reduced motion there is no autoplay and no
 * sliding animation. Previous/next are real, labelled buttons; dots are named "Go to slide n"; the direction
 * follows the document, so Arabic slides the other way. Until the app has taken a server-rendered page over,
 * only the slides on the first screen carry their content: the others are out of sight, and their pictures
 * would share a slow connection with the page's largest one.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { useHydrated } from '@/hooks/use-hydrated';
import { t } from '@/lib/i18n';
import { PlainIconButton } from '../icon-button/plain-icon-button';
import { cx } from '../utils/cx';
import { documentDirection } from '../utils/direction';
import { useReducedMotion } from '../utils/use-reduced-motion';
import { startAutoplay, type Autoplay } from './autoplay';
import type { CarouselProps } from './carousel-types';
import * as styles from './carousel.css';
import { GAP_PROPERTY, TWO_UP_MIN_WIDTH } from './carousel.css';

export default function CarouselImpl({
  label,
  slides,
  autoplayDelay,
  speed = 800,
  loop = false,
  navigation,
  pagination,
  slidesPerView = 1,
  spaceBetween = 12,
  breakpoints,
  twoUpWide = false,
  onSlideChange,
  className,
}: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const onFirstScreen = twoUpWide ? 2 : typeof slidesPerView === 'number' ? Math.ceil(slidesPerView) : 1;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: slides.length <= 1 });
  const [paused, setPaused] = useState(false);
  const several = slides.length > 1;
  const canLoop = loop && several;
  const autoplays = Boolean(autoplayDelay) && several && !reducedMotion;
  const showNavigation = (navigation ?? true) && several;
  const autoplay = useRef<Autoplay | null>(null);

  useEffect(() => {
    if (!swiper || !autoplays || !autoplayDelay) return;
    const announce = (running: boolean) => swiper.wrapperEl?.setAttribute('aria-live', running ? 'off' : 'polite');
    const player = startAutoplay(swiper, autoplayDelay, announce);
    announce(player.running);
    autoplay.current = player;
    const visibility = () => player.hold('hidden', document.visibilityState === 'hidden');
    visibility();
    document.addEventListener('visibilitychange', visibility);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      player.stop();
      autoplay.current = null;
    };
  }, [swiper, autoplays, autoplayDelay]);

  const sync = useCallback(
    (instance: SwiperInstance) => {
      setEdges({ atStart: instance.isBeginning, atEnd: instance.isEnd });
      onSlideChange?.(instance.realIndex);
    },
    [onSlideChange],
  );

  const togglePaused = () => {
    const player = autoplay.current;
    if (!player) return;
    // Play is the customer's explicit wish: it plays at once, with focus (on this button) and the mouse inside.
    if (paused) {
      player.hold('focus', false);
      player.hold('pointer', false);
    }
    player.hold('paused', !paused);
    setPaused(!paused);
  };

  return (
    <section
      aria-roledescription={t('ui.carousel')}
      aria-label={label}
      className={cx(styles.carousel, twoUpWide ? styles.twoUpSlides : null, className)}
      style={{ [GAP_PROPERTY]: `${spaceBetween}px` } as CSSProperties}
      onFocus={() => autoplay.current?.hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay.current?.hold('focus', false);
      }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') autoplay.current?.hold('pointer', true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') autoplay.current?.hold('pointer', false);
      }}
    >
      <Swiper
        modules={[A11y, Pagination]}
        dir={documentDirection()}
        speed={reducedMotion ? 0 : speed}
        loop={canLoop}
        pagination={(pagination ?? true) && several ? { clickable: true } : false}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={twoUpWide ? { ...breakpoints, [TWO_UP_MIN_WIDTH]: { slidesPerView: 2, spaceBetween } } : breakpoints}
        a11y={{
          enabled: true,
          itemRoleDescriptionMessage: t('ui.slide'),
          slideLabelMessage: t('ui.slideOf', { index: '{{index}}', count: '{{slidesLength}}' }),
          paginationBulletMessage: t('ui.goToSlide', { index: '{{index}}' }),
          firstSlideMessage: t('ui.slideOf', { index: 1, count: slides.length }),
          lastSlideMessage: t('ui.slideOf', { index: slides.length, count: slides.length }),
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          sync(instance);
        }}
        onSlideChange={sync}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id}>{hydrated || index < onFirstScreen ? slide.content : null}</SwiperSlide>
        ))}
      </Swiper>
      {showNavigation ? (
        <>
          <PlainIconButton
            icon="chevronStart"
            label={t('ui.previousSlide')}
            variant="secondary"
            size="sm"
            className={styles.previous}
            isDisabled={!canLoop && edges.atStart}
            onPress={() => swiper?.slidePrev()}
          />
          <PlainIconButton
            icon="chevronEnd"
            label={t('ui.nextSlide')}
            variant="secondary"
            size="sm"
            className={styles.next}
            isDisabled={!canLoop && edges.atEnd}
            onPress={() => swiper?.slideNext()}
          />
        </>
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
