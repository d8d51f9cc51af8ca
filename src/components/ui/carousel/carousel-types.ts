import type { ReactNode } from 'react';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel region. */
  label: string;
  slides: CarouselSlide[];
  /** Milliseconds between slides (spec: 4000); off when reduced motion is requested. */
  autoplayDelay?: number;
  /** How long a move to another slide takes, in milliseconds (spec: 800); instant when reduced motion is requested. */
  speed?: number;
  /** Previous on the first slide goes to the last, next on the last to the first (the autoplay always does). */
  loop?: boolean;
  /** Previous/next buttons (default on when there is more than one slide). */
  navigation?: boolean;
  /** Clickable dots (default on when there is more than one slide). */
  pagination?: boolean;
  /** Gap between slides in px. */
  spaceBetween?: number;
  /** Two slides side by side from 900 px up (banners); the placeholder shows them the same way. */
  twoUpWide?: boolean;
  /** Height of the placeholder shown while the carousel code loads (CSS length; `auto` when slides size themselves). */
  height?: string;
  className?: string;
}
