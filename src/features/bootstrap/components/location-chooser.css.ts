import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const chooser = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, inlineSize: '100%' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const status = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const error = style({ color: vars.color.foreground.critical, fontWeight: 600 });
