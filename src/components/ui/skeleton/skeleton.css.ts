import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { media } from '@/styles/tokens';

const shimmer = keyframes({ from: { backgroundPosition: '150% 0' }, to: { backgroundPosition: '-50% 0' } });

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.background.sunken,
  backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.background.raised} 50%, transparent 100%)`,
  backgroundSize: '50% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' } },
  selectors: { '[dir="rtl"] &': { animationDirection: 'reverse' } },
});

export const shapes = styleVariants({
  block: { borderRadius: vars.radius.md },
  text: { borderRadius: vars.radius.sm, blockSize: '0.9em', marginBlock: '0.25em' },
  circle: { borderRadius: '50%', aspectRatio: '1' },
});

export const lines = style({ display: 'flex', flexDirection: 'column' });
