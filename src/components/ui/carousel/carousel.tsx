/**
 * Carousel. The implementation (carousel-impl.tsx) is a lazy part: first screens with a carousel name it for
 * the server's render and preload it; elsewhere it loads when a carousel renders. Meanwhile the first slide
 * shows as a still picture of the same height, so its image starts loading with the page (it is often the
 * largest paint) and nothing moves when the carousel arrives.
 */
import { lazyPart } from '@/lib/lazy-part';
import { Suspense, type CSSProperties } from 'react';
import { Skeleton } from '../skeleton/skeleton';
import type { CarouselProps } from './carousel-types';
import * as styles from './carousel.css';
import { GAP_PROPERTY } from './carousel.css';

export type { CarouselProps, CarouselSlide } from './carousel-types';

const CarouselImpl = lazyPart('carousel', () => import('./carousel-impl'));

export function Carousel(props: CarouselProps) {
  const height = props.height ?? '240px';
  const first = props.slides[0];
  const second = props.twoUpWide ? props.slides[1] : undefined;
  const still = first ? (
    <div className={second ? `${styles.carousel} ${styles.twoUp}` : styles.carousel} style={{ blockSize: height, [GAP_PROPERTY]: `${props.spaceBetween ?? 12}px` } as CSSProperties} aria-label={props.label} role="group">
      {first.content}
      {second ? <div className={styles.secondStill}>{second.content}</div> : null}
    </div>
  ) : (
    <Skeleton height={height} />
  );
  return (
    <Suspense fallback={still}>
      <CarouselImpl {...props} />
    </Suspense>
  );
}

/**
 * The room a `twoUpWide` carousel of 2:1 banners will take, kept while its banners load, so what follows does
 * not move when they arrive.
 */
export function TwoUpBannersRoom() {
  return (
    <div className={styles.twoUpRoom} aria-hidden="true">
      <Skeleton height="100%" />
    </div>
  );
}
