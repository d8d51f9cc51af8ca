/** swiper-backed carousel: autoplay (paused on interaction and for reduced motion), labelled navigation, pagination, RTL aware. */
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { getLanguage, t } from '@/lib/i18n';
import type { CarouselProps } from './carousel-types';
import * as styles from './carousel.css';

const prefersReducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export default function CarouselImpl({ label, slides, autoplayDelay, speed = 800, loop = false, slidesPerView = 1, spaceBetween = 12 }: CarouselProps) {
  const autoplay = autoplayDelay && !prefersReducedMotion() ? { delay: autoplayDelay, disableOnInteraction: true, pauseOnMouseEnter: true } : false;
  return (
    <section aria-roledescription="carousel" aria-label={label} className={styles.carousel}>
      <Swiper
        modules={[A11y, Autoplay, Navigation, Pagination]}
        dir={getLanguage() === 'ar' ? 'rtl' : 'ltr'}
        speed={speed}
        loop={loop && slides.length > 1}
        autoplay={autoplay}
        navigation={slides.length > 1}
        pagination={slides.length > 1 ? { clickable: true } : false}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        a11y={{
          prevSlideMessage: t('ui.previousSlide'),
          nextSlideMessage: t('ui.nextSlide'),
          paginationBulletMessage: t('ui.goToSlide', { index: '{{index}}' }),
        }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.id}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
