import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const link = style({
  color: vars.color.foreground.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  textDecorationThickness: vars.borderWidth.thin,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: vars.borderWidth.thick },
    '&[data-pressed]': { opacity: 0.8 },
    '&[data-focus-visible]': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset },
    '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed', textDecoration: 'none' },
  },
});

/** Quiet links (footer, cards): no underline until hovered. */
export const subtle = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
});
