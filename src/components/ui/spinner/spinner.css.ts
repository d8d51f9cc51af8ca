import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '0.15em solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: 'middle',
});

export const sizes = styleVariants({
  sm: { inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm },
  md: { inlineSize: vars.size.iconMd, blockSize: vars.size.iconMd },
  lg: { inlineSize: vars.size.touch, blockSize: vars.size.touch, borderWidth: vars.space.xs },
  /** Follows the surrounding font size (inside buttons). */
  inherit: { inlineSize: '1em', blockSize: '1em' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.foreground.brand });
