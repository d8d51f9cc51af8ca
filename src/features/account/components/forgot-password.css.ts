import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxInlineSize: '32rem' });

export const stepTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
