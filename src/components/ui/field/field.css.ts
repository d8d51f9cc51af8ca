import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { onHover } from '@/styles/hover';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.primary,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'default',
});
export const requiredMark = style({ color: vars.color.foreground.critical, marginInlineStart: vars.space.xxs });

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.critical,
  fontWeight: vars.font.weight.medium,
});
export const errorIcon = style({ flexShrink: 0, marginBlockStart: vars.space.xxs });

/** Holds an input and optional leading/trailing adornments (password toggle, search icon, spinner). */
export const inputGroup = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.foreground.muted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.foreground.primary },
    '&[data-focused], &[data-plain]:focus': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.borderWidth.thin },
    '&[data-invalid]': { borderColor: vars.color.border.critical, borderWidth: vars.borderWidth.thick },
    '&[data-disabled]': { background: vars.color.background.sunken, color: vars.color.foreground.disabled, cursor: 'not-allowed' },
    // Search inputs: the browser's own clear button is replaced by ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
  // A plain (native) input's hover.
  ...onHover('&[data-plain]:hover:not([data-disabled])', { borderColor: vars.color.foreground.primary }),
});

export const textarea = style({ minBlockSize: `calc(2 * ${vars.size.touch})`, resize: 'vertical' });
/** Room for a trailing touch-sized button inside the input. */
export const withTrailing = style({ paddingInlineEnd: `calc(${vars.size.touch} + ${vars.space.xs})` });
export const withLeading = style({ paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.md} + ${vars.space.sm})` });
export const trailing = style({ position: 'absolute', insetInlineEnd: vars.space.xxs, display: 'flex', alignItems: 'center' });
export const leading = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.foreground.muted,
  pointerEvents: 'none',
});

/** Input with buttons beside it (number field). */
export const inputRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const centered = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

/** A label kept for assistive technology only. */
export const hiddenLabel = style({
  position: 'absolute',
  inlineSize: vars.borderWidth.thin,
  blockSize: vars.borderWidth.thin,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
