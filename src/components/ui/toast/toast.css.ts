import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

const rise = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.lg})` } });
const fall = keyframes({ from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.lg}))` } });

/** Phones keep their action bars at the bottom of the screen: toasts come down from the top there. */
const phone = '(max-width: 767px)';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  // Above the home indicator on notched phones (ignored where env() is unknown).
  marginBlockEnd: 'env(safe-area-inset-bottom)',
  insetInline: 0,
  marginInline: 'auto',
  inlineSize: `min(calc(100vw - 2 * ${vars.space.lg}), ${vars.size.dialogSm})`,
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset, borderRadius: vars.radius.md } },
  '@media': {
    [phone]: { insetBlockEnd: 'auto', marginBlockEnd: 0, insetBlockStart: vars.space.sm, marginBlockStart: 'env(safe-area-inset-top)', flexDirection: 'column' },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  background: vars.color.background.raised,
  color: vars.color.foreground.primary,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderInlineStartWidth: vars.space.xs,
  outline: 'none',
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easeOut}`,
  '@media': { [phone]: { animationName: fall } },
  selectors: { '&[data-focus-visible]': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset } },
});

export const tones = styleVariants({
  success: { borderInlineStartColor: vars.color.foreground.positive },
  error: { borderInlineStartColor: vars.color.foreground.critical },
  warning: { borderInlineStartColor: vars.color.foreground.caution },
  info: { borderInlineStartColor: vars.color.foreground.info },
});

export const iconTones = styleVariants({
  success: { color: vars.color.foreground.positive, flexShrink: 0 },
  error: { color: vars.color.foreground.critical, flexShrink: 0 },
  warning: { color: vars.color.foreground.caution, flexShrink: 0 },
  info: { color: vars.color.foreground.info, flexShrink: 0 },
});

export const content = style({ flex: 1, minInlineSize: 0, paddingBlock: vars.space.sm });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.touch,
  minBlockSize: vars.size.touch,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.pill,
  color: vars.color.foreground.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.sunken, color: vars.color.foreground.primary },
    '&[data-focus-visible]': { outline: `${vars.focus.width} solid ${vars.color.border.focus}` },
  },
});
