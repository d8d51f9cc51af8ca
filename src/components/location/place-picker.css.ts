import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.font.size.sm });
export const button = style({ justifyContent: 'flex-start', inlineSize: '100%' });
export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const error = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.critical, fontWeight: 500 });
