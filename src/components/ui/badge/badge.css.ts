import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

/** Chips are larger and calmer: spec facts, categories, tags. */
export const chip = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

export const tones = styleVariants({
  neutral: { background: vars.color.background.sunken, color: vars.color.foreground.secondary },
  brand: { background: vars.color.background.brandSoft, color: vars.color.foreground.brand },
  positive: { background: vars.color.background.positive, color: vars.color.foreground.positive },
  critical: { background: vars.color.background.critical, color: vars.color.foreground.critical },
  caution: { background: vars.color.background.caution, color: vars.color.foreground.caution },
  info: { background: vars.color.background.info, color: vars.color.foreground.info },
  solid: { background: vars.color.background.brand, color: vars.color.foreground.onBrand },
});
