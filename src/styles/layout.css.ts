/** Layout helpers for screens and feature components (logical properties only, so Arabic mirrors). */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Centred page column with gutters. */
export const container = style({ inlineSize: '100%', maxInlineSize: vars.size.page, marginInline: 'auto', paddingInline: vars.space.lg });

/** Vertical stack with the default gap; `stackGap` for other gaps. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const stackGap = styleVariants({
  xs: { gap: vars.space.xs },
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
});

/** Horizontal, wrapping row of items, vertically centred. */
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

/** Items pushed to both ends of the inline axis (title and action). */
export const spread = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

/** Responsive card grid: as many columns of at least 260px as fit. */
export const autoGrid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))' });

export const card = style({
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.raised,
});

/** Hidden visually, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * A section below the first screen: the browser skips its layout, its painting and its pictures until it comes
 * near the viewport (`content-visibility`), keeping its last known height meanwhile (a guess until then), so a
 * page's first paint waits for nothing it does not show. Never on a section that may hold the largest picture.
 */
export const belowTheFold = style({ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 520px' });
