import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { onHover } from '@/styles/hover';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &[data-plain]:has(> input:focus-visible)': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset },
    '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});

/** A plain (native) checkbox's label: checked, indeterminate and hovered as its input is. */
const plainChecked = `${checkbox}[data-plain]:has(> input:checked) &, ${checkbox}[data-plain]:has(> input:indeterminate) &`;

export const box = style({
  inlineSize: vars.size.indicator,
  blockSize: vars.size.indicator,
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: 'transparent',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  ...onHover(`${checkbox}[data-plain]:hover &`, { borderColor: vars.color.foreground.primary }),
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.foreground.primary },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.background.brand,
      borderColor: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
    },
    [plainChecked]: { background: vars.color.background.brand, borderColor: vars.color.background.brand, color: vars.color.foreground.onBrand },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${checkbox}[data-disabled] &`]: { borderColor: vars.color.foreground.disabled, background: vars.color.background.sunken },
  },
});

export const description = style({ paddingInlineStart: `calc(${vars.size.indicator} + ${vars.space.sm})`, fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const error = style({ paddingInlineStart: `calc(${vars.size.indicator} + ${vars.space.sm})` });
