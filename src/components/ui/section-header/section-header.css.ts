import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginBlockEnd: vars.space.md, flexWrap: 'wrap' });
export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const subtitle = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const link = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, minBlockSize: vars.size.touch, fontWeight: vars.font.weight.semibold });
