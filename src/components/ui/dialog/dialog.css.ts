import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { transform: 'translateY(12px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: vars.color.background.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal}` } },
});

export const modal = style({
  background: vars.color.background.raised,
  color: vars.color.foreground.primary,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  maxBlockSize: 'calc(100dvh - 32px)',
  overflow: 'auto',
  inlineSize: '100%',
  selectors: { '&[data-entering]': { animation: `${rise} ${vars.motion.normal}` } },
});

export const widths = styleVariants({ sm: { maxInlineSize: '420px' }, md: { maxInlineSize: '560px' }, lg: { maxInlineSize: '820px' } });

export const dialog = style({ outline: 'none', padding: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const heading = style({ fontSize: vars.font.size.lg, fontWeight: 700, lineHeight: 1.3 });
export const footer = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const message = style({ color: vars.color.foreground.secondary });
