import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });
export const skeleton = style({
  display: 'block',
  background: vars.color.background.sunken,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const shapes = styleVariants({ block: { borderRadius: vars.radius.md }, text: { borderRadius: vars.radius.sm }, circle: { borderRadius: '50%' } });
