import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' });
export const skip = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-100px',
  zIndex: vars.z.toast,
  background: vars.color.background.raised,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});
