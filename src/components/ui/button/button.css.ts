import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { onHover } from '@/styles/hover';

const focusRing = { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset };

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  minInlineSize: vars.size.touch,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid transparent`,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  touchAction: 'manipulation',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: {
    '&[data-pressed], a&:active, &[data-plain]:active:not([data-disabled], [data-pending])': { transform: 'scale(0.97)' },
    '&[data-focus-visible], a&:focus-visible, &[data-plain]:focus-visible': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-pending]': { cursor: 'progress' },
  },
});

/**
 * Hover: react-aria's (which ignores a tap's), an anchor's, and a plain button's: only on a device that
 * hovers (a tap leaves none behind) and while it can be pressed.
 */
const hovered = (look: Record<string, string>) => ({
  selectors: { '&[data-hovered], a&:hover': look },
  ...onHover('&[data-plain]:hover:not([data-disabled], [data-pending])', look),
});

export const variants = styleVariants({
  primary: {
    background: vars.color.background.brand,
    color: vars.color.foreground.onBrand,
    ...hovered({ background: vars.color.background.brandHover }),
  },
  secondary: {
    background: vars.color.background.raised,
    color: vars.color.foreground.primary,
    borderColor: vars.color.border.strong,
    ...hovered({ background: vars.color.background.sunken }),
  },
  ghost: {
    background: 'transparent',
    color: vars.color.foreground.primary,
    ...hovered({ background: vars.color.background.sunken }),
  },
  danger: {
    background: vars.color.background.criticalSolid,
    color: vars.color.foreground.onCritical,
    ...hovered({ filter: 'brightness(1.08)' }),
  },
  link: {
    background: 'transparent',
    color: vars.color.foreground.link,
    paddingInline: vars.space.xs,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    ...hovered({ textDecorationThickness: vars.borderWidth.thick }),
  },
});

export const sizes = styleVariants({
  // Compact look; the ::before extends the hit area to the 44px touch target.
  sm: {
    minBlockSize: vars.size.control,
    minInlineSize: vars.size.control,
    paddingInline: vars.space.md,
    fontSize: vars.font.size.sm,
    '::before': { content: '""', position: 'absolute', insetBlock: `calc((${vars.size.control} - ${vars.size.touch}) / 2)`, insetInline: `calc((${vars.size.control} - ${vars.size.touch}) / 2)` },
  },
  md: {},
  lg: { minBlockSize: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
});

export const iconOnly = style({ paddingInline: 0, borderRadius: vars.radius.pill });
export const fullWidth = style({ inlineSize: '100%' });
/** Keeps the label in place (no layout jump) while a pending icon-only button shows its spinner. */
export const hiddenContent = style({ visibility: 'hidden', display: 'inline-flex' });
export const overlaySpinner = style({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' });
