import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const note = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: vars.space.md });
export const option = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm });
export const icon = style({ borderRadius: vars.radius.md });
export const name = style({ fontWeight: 700 });
