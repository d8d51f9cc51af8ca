import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const carousel = style({ position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden', isolation: 'isolate' });

/** The breakpoint of `twoUpWide`: two slides side by side (the swiper setting and the still placeholder agree). */
export const TWO_UP_MIN_WIDTH = 900;
const twoUpWide = `screen and (min-width: ${TWO_UP_MIN_WIDTH}px)`;
/** The gap between slides, set by the carousel on its element (the still placeholder and swiper agree). */
export const GAP_PROPERTY = '--carousel-gap';
export const twoUp = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: `var(${GAP_PROPERTY}, 12px)`, '@media': { [twoUpWide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const secondStill = style({ display: 'none', '@media': { [twoUpWide]: { display: 'block' } } });
/** The room a `twoUpWide` carousel of 2:1 banners takes: one banner's shape, two side by side from 900 px up. */
export const twoUpRoom = style({ aspectRatio: '2 / 1', '@media': { [twoUpWide]: { aspectRatio: '4 / 1' } } });

/**
 * Before swiper has laid the slides out (the server's markup, until the app has taken the page over) a
 * `twoUpWide` carousel's slides already sit where swiper will put them, two side by side from 900 px up, so
 * nothing moves when it starts.
 */
export const twoUpSlides = style({});
globalStyle(`${twoUpSlides} .swiper:not(.swiper-initialized) .swiper-slide`, {
  '@media': { [twoUpWide]: { inlineSize: `calc((100% - var(${GAP_PROPERTY})) / 2)`, marginInlineEnd: `var(${GAP_PROPERTY})` } },
});
// Below 900 px the second slide is out of sight until swiper starts: not rendered, its picture is not loaded
// with the page (swiper marks itself initialized before it measures the slides).
globalStyle(`${twoUpSlides} .swiper:not(.swiper-initialized) .swiper-slide:not(:first-child)`, {
  '@media': { [`screen and (max-width: ${TWO_UP_MIN_WIDTH - 0.02}px)`]: { display: 'none' } },
});

const control = {
  position: 'absolute',
  zIndex: vars.z.raised,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.raised,
  borderColor: vars.color.border.subtle,
} as const;

export const previous = style({ ...control, insetInlineStart: vars.space.sm, insetBlockStart: '50%', transform: 'translateY(-50%)' });
export const next = style({ ...control, insetInlineEnd: vars.space.sm, insetBlockStart: '50%', transform: 'translateY(-50%)' });
export const playPause = style({ ...control, insetInlineEnd: vars.space.sm, insetBlockEnd: vars.space.sm });
// The pressed scale would fight the vertical centring transform.
globalStyle(`${previous}[data-pressed], ${next}[data-pressed]`, { transform: 'translateY(-50%)' });

// Swiper's own classes, restyled with the theme. Dots get a 44px hit area around a small visible dot.
globalStyle(`${carousel} .swiper-pagination`, { insetBlockEnd: vars.space.xs });
globalStyle(`${carousel} .swiper-pagination-bullet`, {
  boxSizing: 'content-box',
  inlineSize: vars.space.sm,
  blockSize: vars.space.sm,
  padding: `calc((${vars.size.touch} - ${vars.space.sm}) / 2)`,
  marginInline: '0 !important',
  backgroundColor: vars.color.foreground.muted,
  backgroundClip: 'content-box',
  opacity: 0.85,
  outline: 'none',
});
globalStyle(`${carousel} .swiper-pagination-bullet-active`, { backgroundColor: vars.color.background.brand, opacity: 1 });
globalStyle(`${carousel} .swiper-pagination-bullet:focus-visible`, {
  outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
  outlineOffset: `calc(-1 * ${vars.space.md})`,
  borderRadius: '50%',
});
