/**
 * Carousel. The swiper implementation (about 30 KB) is a lazy chunk: this module imports swiper only through
 * `lazy(() => import('./carousel-impl'))`, so a page that shows a carousel pays for swiper when it renders,
 * and the first route never does. A skeleton of `height` holds the space meanwhile.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../skeleton/skeleton';
import type { CarouselProps } from './carousel-types';

export type { CarouselProps, CarouselSlide } from './carousel-types';

const CarouselImpl = lazy(() => import('./carousel-impl'));

export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '240px'} />}>
      <CarouselImpl {...props} />
    </Suspense>
  );
}
