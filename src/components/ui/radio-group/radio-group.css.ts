import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const label = style({ fontWeight: 600 });
export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: vars.space.md });
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm } },
});
export const dot = style({
  inlineSize: '20px',
  blockSize: '20px',
  flexShrink: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border.strong}`,
  selectors: { [`${radio}[data-selected] &`]: { borderColor: vars.color.background.brand, borderWidth: '6px' } },
});
export const card = style({
  flexDirection: 'column',
  justifyContent: 'center',
  textAlign: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.background.brand, background: vars.color.background.brandSoft },
    '&[data-hovered]': { borderColor: vars.color.border.strong },
  },
});
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const error = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.critical });
