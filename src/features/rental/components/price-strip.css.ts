import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const strip = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' });
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background.sunken });
export const mode = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.secondary, fontWeight: 600 });
export const unit = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.muted, marginInlineStart: vars.space.xxs });
