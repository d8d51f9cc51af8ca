import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const rating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.tight });
export const stars = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, color: vars.color.foreground.star });
export const emptyStar = style({ color: vars.color.border.strong });
export const value = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const count = style({ color: vars.color.foreground.muted });
export const sizes = styleVariants({ sm: { fontSize: vars.font.size.xs }, md: {}, lg: { fontSize: vars.font.size.md } });

export const input = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const inputStars = style({ display: 'flex', alignItems: 'center' });
export const inputStar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.touch,
  minBlockSize: vars.size.touch,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  color: vars.color.border.strong,
  outline: 'none',
  transition: `color ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: {
    '&[data-pressed]': { transform: 'scale(0.9)' },
    '&[data-focus-visible]': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: `calc(-1 * ${vars.focus.width})` },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
export const inputStarOn = style({ color: vars.color.foreground.star });
