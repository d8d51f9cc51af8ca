/**
 * Image carousel. The swiper implementation is a lazy chunk, so pages that show a carousel do not pay for
 * swiper until it renders; a skeleton holds the space meanwhile.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../skeleton/skeleton';
import type { CarouselProps } from './carousel-types';

const CarouselImpl = lazy(() => import('./carousel-impl'));

export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '240px'} />}>
      <CarouselImpl {...props} />
    </Suspense>
  );
}
