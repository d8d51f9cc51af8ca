import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

/** Where the panel slides from: +100% is off the inline end in left-to-right documents. */
const offscreen = createVar();

const slideIn = keyframes({ from: { transform: `translateX(${offscreen})` } });
const slideOut = keyframes({ to: { transform: `translateX(${offscreen})` } });
const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: vars.color.background.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easeOut}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.normal} ${vars.motion.easeIn}` },
  },
});

export const panel = style({
  vars: { [offscreen]: '100%' },
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  inlineSize: '100%',
  maxInlineSize: vars.size.drawer,
  background: vars.color.background.raised,
  color: vars.color.foreground.primary,
  boxShadow: vars.shadow.overlay,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  selectors: {
    '[dir="rtl"] &': { vars: { [offscreen]: '-100%' } },
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easeOut}` },
    '&[data-exiting]': { animation: `${slideOut} ${vars.motion.normal} ${vars.motion.easeIn}` },
  },
});

/** Panel on the inline start edge (navigation menus). */
export const startPanel = style({
  vars: { [offscreen]: '-100%' },
  insetInlineEnd: 'auto',
  insetInlineStart: 0,
  selectors: { '[dir="rtl"] &': { vars: { [offscreen]: '100%' } } },
});

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', blockSize: '100%', minBlockSize: 0 });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
export const heading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const body = style({ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain', padding: vars.space.lg, minBlockSize: 0 });
export const footer = style({ padding: vars.space.lg, borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}` });
