import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const listBox = style({ outline: 'none', maxBlockSize: '300px', overflowY: 'auto', padding: vars.space.xs });
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.background.sunken } },
});
export const secondary = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const popover = style({
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  inlineSize: 'var(--trigger-width)',
  zIndex: vars.z.overlay,
});
export const status = style({ padding: vars.space.md, color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
