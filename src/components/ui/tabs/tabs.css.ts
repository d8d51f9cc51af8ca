import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const list = style({ display: 'flex', gap: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.border.subtle}` });
export const tab = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.lg,
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.foreground.secondary,
  borderBlockEnd: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.foreground.brand, borderBlockEndColor: vars.color.background.brand },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '-3px' },
  },
});
export const panel = style({ outline: 'none' });
