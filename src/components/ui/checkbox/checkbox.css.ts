import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm } },
});
export const box = style({
  inlineSize: '22px',
  blockSize: '22px',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.border.strong}`,
  color: 'transparent',
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.background.brand, borderColor: vars.color.background.brand, color: vars.color.foreground.onBrand },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.foreground.critical },
  },
});
export const error = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.critical, margin: 0 });
