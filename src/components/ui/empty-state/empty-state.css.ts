import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const empty = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: vars.space.sm, padding: vars.space.xl });
export const icon = style({ color: vars.color.foreground.muted, background: vars.color.background.sunken, borderRadius: '50%', padding: vars.space.md });
export const title = style({ fontSize: vars.font.size.lg, fontWeight: 700 });
export const body = style({ color: vars.color.foreground.secondary, maxInlineSize: '44ch' });
