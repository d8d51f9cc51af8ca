import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const rating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.sm });
export const stars = style({ display: 'inline-flex', color: vars.color.foreground.star, letterSpacing: '1px' });
export const star = style({ position: 'relative', display: 'inline-block', lineHeight: 1 });
export const starFill = style({ position: 'absolute', insetInlineStart: 0, overflow: 'hidden', whiteSpace: 'nowrap' });
export const single = style({ color: vars.color.foreground.star });
export const value = style({ fontWeight: 700 });
export const count = style({ color: vars.color.foreground.muted });
