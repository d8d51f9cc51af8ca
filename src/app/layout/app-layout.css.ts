import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

// At least a screen tall (less the 64 px header), so the footer starts below the fold and the page's own
// content arriving after its lazy chunk never pushes a visible footer down (layout shift).
export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none', minBlockSize: 'calc(100vh - 64px)' });
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
