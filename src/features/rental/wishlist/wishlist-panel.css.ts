import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border.subtle}` });
export const image = style({ borderRadius: vars.radius.sm, objectFit: 'cover' });
export const name = style({ flex: 1, fontWeight: 600 });
