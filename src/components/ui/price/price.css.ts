import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const price = style({ display: 'inline-flex', alignItems: 'baseline', columnGap: vars.space.xs, flexWrap: 'wrap', lineHeight: vars.font.lineHeight.tight });
export const sizes = styleVariants({
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.xl },
  xl: { fontSize: vars.font.size.xxl },
});
export const amount = style({ fontWeight: vars.font.weight.bold, color: vars.color.foreground.primary, unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const discounted = style({ color: vars.color.foreground.critical });
export const original = style({ color: vars.color.foreground.muted, fontSize: '0.85em', unicodeBidi: 'isolate', whiteSpace: 'nowrap' });
export const affix = style({ color: vars.color.foreground.muted, fontSize: '0.85em' });
