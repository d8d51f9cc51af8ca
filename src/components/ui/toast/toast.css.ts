import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  inlineSize: 'min(92vw, 440px)',
  outline: 'none',
  selectors: { '[dir="rtl"] &': { transform: 'translateX(50%)' } },
});
export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  background: vars.color.background.raised,
  color: vars.color.foreground.primary,
  borderInlineStart: '5px solid',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}` } },
});
export const tones = styleVariants({
  success: { borderInlineStartColor: vars.color.foreground.positive },
  error: { borderInlineStartColor: vars.color.foreground.critical },
  warning: { borderInlineStartColor: vars.color.foreground.caution },
  info: { borderInlineStartColor: vars.color.foreground.link },
});
export const content = style({ flex: 1 });
export const close = style({
  background: 'transparent',
  border: 'none',
  cursor: 'pointer',
  minInlineSize: vars.size.touch,
  minBlockSize: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  color: 'inherit',
});
