import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const popover = style({
  background: vars.color.background.raised,
  color: vars.color.foreground.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  maxInlineSize: 'min(92vw, 380px)',
  zIndex: vars.z.overlay,
  outline: 'none',
});
export const dialog = style({ outline: 'none', padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const menu = style({ outline: 'none', padding: vars.space.xs, minInlineSize: '200px' });
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  color: vars.color.foreground.primary,
  selectors: {
    '&[data-focused]': { background: vars.color.background.sunken },
    '&[data-disabled]': { opacity: 0.5 },
  },
});
