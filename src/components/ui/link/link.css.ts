import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const link = style({
  color: vars.color.foreground.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
