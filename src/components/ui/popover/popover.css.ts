import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

const appear = keyframes({ from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` } });
const vanish = keyframes({ to: { opacity: 0 } });

export const popover = style({
  background: vars.color.background.raised,
  color: vars.color.foreground.primary,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  maxInlineSize: `min(92vw, ${vars.size.popover})`,
  overflow: 'auto',
  zIndex: vars.z.popover,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easeOut}` },
    '&[data-exiting]': { animation: `${vanish} ${vars.motion.fast} ${vars.motion.easeIn}` },
  },
});

export const dialog = style({ outline: 'none', padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
