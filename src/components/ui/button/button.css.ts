import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  minInlineSize: vars.size.touch,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontWeight: 600,
  fontSize: vars.font.size.md,
  lineHeight: 1.2,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-pressed]': { transform: 'scale(0.98)' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const variants = styleVariants({
  primary: {
    background: vars.color.background.brand,
    color: vars.color.foreground.onBrand,
    selectors: { '&[data-hovered]': { filter: 'brightness(1.08)' } },
  },
  secondary: {
    background: vars.color.background.raised,
    color: vars.color.foreground.primary,
    borderColor: vars.color.border.strong,
    selectors: { '&[data-hovered]': { background: vars.color.background.sunken } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.foreground.primary,
    selectors: { '&[data-hovered]': { background: vars.color.background.sunken } },
  },
  danger: {
    background: vars.color.foreground.critical,
    color: '#ffffff',
    selectors: { '&[data-hovered]': { filter: 'brightness(1.08)' } },
  },
  link: {
    background: 'transparent',
    color: vars.color.foreground.link,
    paddingInline: vars.space.xs,
    textDecoration: 'underline',
  },
});

export const sizes = styleVariants({
  sm: { minBlockSize: '36px', paddingInline: vars.space.md, fontSize: vars.font.size.sm },
  md: {},
  lg: { minBlockSize: '52px', paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
});

export const iconOnly = style({ paddingInline: 0, borderRadius: vars.radius.pill });
export const fullWidth = style({ inlineSize: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
