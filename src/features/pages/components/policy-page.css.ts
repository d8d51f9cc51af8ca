import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxInlineSize: '72ch', lineHeight: 1.7 });
globalStyle(`${content} h2`, { fontSize: vars.font.size.lg, fontWeight: 700 });
globalStyle(`${content} ul`, { listStyle: 'disc', paddingInlineStart: vars.space.xl });
