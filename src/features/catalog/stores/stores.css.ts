import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg });
export const title = style({ fontSize: vars.font.size.xl, fontWeight: 800, lineHeight: 1.2 });
export const subtitle = style({ color: vars.color.foreground.secondary });
export const footer = style({ display: 'flex', justifyContent: 'center', minBlockSize: '48px', alignItems: 'center', color: vars.color.foreground.secondary });
