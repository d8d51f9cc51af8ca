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
    '&:hover': { textDecorationThickness: vars.borderWidth.thick },
    '&:active': { opacity: 0.8 },
    '&:focus-visible': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset },
  },
});

/** Quiet links (footer, cards): no underline until hovered. */
export const subtle = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
