import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginBlockEnd: vars.space.md });
export const title = style({ fontSize: vars.font.size.lg, fontWeight: 700 });
