import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const carousel = style({ position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden' });
globalStyle(`${carousel} .swiper-button-prev, ${carousel} .swiper-button-next`, {
  color: vars.color.foreground.onBrand,
  background: 'rgba(0,0,0,0.35)',
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: '50%',
});
globalStyle(`${carousel} .swiper-pagination-bullet-active`, { background: vars.color.background.brand });
