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
  fontWeight: 700,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
});
export const tones = styleVariants({
  neutral: { background: vars.color.background.sunken, color: vars.color.foreground.secondary },
  brand: { background: vars.color.background.brandSoft, color: vars.color.foreground.brand },
  critical: { background: vars.color.background.critical, color: vars.color.foreground.critical },
  caution: { background: vars.color.background.caution, color: vars.color.foreground.caution },
  solid: { background: vars.color.background.brand, color: vars.color.foreground.onBrand },
});
