import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const value = style({ minInlineSize: '2.2ch', textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
