import type { ReactNode } from 'react';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel region. */
  label: string;
  slides: CarouselSlide[];
  /** Milliseconds between slides; off when reduced motion is requested. */
  autoplayDelay?: number;
  /** Transition duration in milliseconds. */
  speed?: number;
  loop?: boolean;
  slidesPerView?: number | 'auto';
  spaceBetween?: number;
  height?: string;
}
