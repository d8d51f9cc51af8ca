/**
 * What moves a carousel (the autoplay's timer, the glide from slide to slide), one file that carousel-impl.tsx
 * loads once it has mounted: nothing moves before the page is taken over, so a first screen waits for none of it.
 */
export { startAutoplay } from './autoplay';
export { glide } from './glide';
