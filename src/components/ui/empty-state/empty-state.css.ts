import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
});
export const icon = style({ display: 'inline-flex', borderRadius: '50%', padding: vars.space.md, marginBlockEnd: vars.space.xs });
export const iconTones = styleVariants({
  neutral: { color: vars.color.foreground.muted, background: vars.color.background.sunken },
  critical: { color: vars.color.foreground.critical, background: vars.color.background.critical },
  brand: { color: vars.color.foreground.brand, background: vars.color.background.brandSoft },
});
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const body = style({ color: vars.color.foreground.secondary, maxInlineSize: '44ch' });
export const action = style({ marginBlockStart: vars.space.sm, display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });
