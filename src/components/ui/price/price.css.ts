import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { visuallyHidden } from '@/styles/utils.css';

export const price = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs, flexWrap: 'wrap' });
export const sizes = styleVariants({ sm: { fontSize: vars.font.size.sm }, md: { fontSize: vars.font.size.md }, lg: { fontSize: vars.font.size.xl } });
export const amount = style({ fontWeight: 700, color: vars.color.foreground.primary, unicodeBidi: 'isolate' });
export const original = style({ color: vars.color.foreground.muted, fontSize: '0.85em', unicodeBidi: 'isolate' });
export const prefix = style({ color: vars.color.foreground.muted, fontSize: '0.85em' });
export const hidden = visuallyHidden;
