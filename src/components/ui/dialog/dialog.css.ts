import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { media } from '@/styles/tokens';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const rise = keyframes({ from: { transform: `translateY(${vars.space.lg}) scale(0.98)`, opacity: 0 } });
const sink = keyframes({ to: { transform: `translateY(${vars.space.sm})`, opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: vars.color.background.overlay,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  padding: vars.space.sm,
  '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space.lg } },
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easeOut}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easeIn}` },
  },
});

export const modal = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background.raised,
  color: vars.color.foreground.primary,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  maxBlockSize: `calc(100dvh - 2 * ${vars.space.lg})`,
  inlineSize: '100%',
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easeOut}` },
    '&[data-exiting]': { animation: `${sink} ${vars.motion.fast} ${vars.motion.easeIn}` },
  },
});

export const widths = styleVariants({
  sm: { maxInlineSize: vars.size.dialogSm },
  md: { maxInlineSize: vars.size.dialogMd },
  lg: { maxInlineSize: vars.size.dialogLg },
  xl: { maxInlineSize: vars.size.dialogXl },
});

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', minBlockSize: 0, flex: 1 });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  paddingInlineStart: vars.space.xl,
  paddingInlineEnd: vars.space.sm,
});
export const heading = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  paddingBlock: vars.space.sm,
  minInlineSize: 0,
});
export const headingOnly = style({ paddingInlineEnd: vars.space.xl });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xl,
  overflowY: 'auto',
  minBlockSize: 0,
  flex: 1,
});
export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  paddingBlockStart: vars.space.sm,
  paddingBlockEnd: vars.space.lg,
  paddingInline: vars.space.xl,
});
export const message = style({ color: vars.color.foreground.secondary });
