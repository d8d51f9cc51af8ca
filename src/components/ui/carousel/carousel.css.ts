import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const carousel = style({ position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden', isolation: 'isolate' });

/** The breakpoint of `twoUpWide`: two slides side by side (the row's layout and the still placeholder agree). */
export const TWO_UP_MIN_WIDTH = 900;
/** The media query of `twoUpWide`, for the carousel's own count of the places its row can rest at. */
export const TWO_UP_QUERY = `screen and (min-width: ${TWO_UP_MIN_WIDTH}px)`;
/** The gap between slides, set by the carousel on its element (the still placeholder and the row agree). */
export const GAP_PROPERTY = '--carousel-gap';
export const twoUp = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: `var(${GAP_PROPERTY}, 12px)`, '@media': { [TWO_UP_QUERY]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const secondStill = style({ display: 'none', '@media': { [TWO_UP_QUERY]: { display: 'block' } } });
/** The room a `twoUpWide` carousel of 2:1 banners takes: one banner's shape, two side by side from 900 px up. */
export const twoUpRoom = style({ aspectRatio: '2 / 1', '@media': { [TWO_UP_QUERY]: { aspectRatio: '4 / 1' } } });

/** The row the slides sit in and the browser scrolls, snapping to each slide; no scroll bar of its own. */
export const row = style({
  display: 'flex',
  gap: `var(${GAP_PROPERTY}, 12px)`,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  position: 'relative',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: `calc(-1 * ${vars.focus.width})`, borderRadius: vars.radius.lg } },
});
globalStyle(`${row}::-webkit-scrollbar`, { display: 'none' });
export const slide = style({ flex: '0 0 100%', minInlineSize: 0, scrollSnapAlign: 'start' });
/** A `twoUpWide` carousel: two slides side by side from 900 px up, in the server's markup as once the app runs. */
export const twoUpRow = style({});
globalStyle(`${twoUpRow} > ${slide}`, { '@media': { [TWO_UP_QUERY]: { flexBasis: `calc((100% - var(${GAP_PROPERTY}, 12px)) / 2)` } } });

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

// Dots get a 44px hit area around a small visible dot.
export const dots = style({
  position: 'absolute',
  zIndex: vars.z.raised,
  insetBlockEnd: vars.space.xs,
  insetInline: 0,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});
export const dot = style({
  boxSizing: 'content-box',
  inlineSize: vars.space.sm,
  blockSize: vars.space.sm,
  padding: `calc((${vars.size.touch} - ${vars.space.sm}) / 2)`,
  margin: 0,
  border: 'none',
  borderRadius: '50%',
  backgroundColor: vars.color.foreground.muted,
  backgroundClip: 'content-box',
  opacity: 0.85,
  cursor: 'pointer',
  outline: 'none',
  pointerEvents: 'auto',
  selectors: {
    '&[aria-current="true"]': { backgroundColor: vars.color.background.brand, opacity: 1 },
    '&:focus-visible': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: `calc(-1 * ${vars.space.md})` },
  },
});
