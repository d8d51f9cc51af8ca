import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const heart = style({ background: vars.color.background.raised, boxShadow: vars.shadow.raised, color: vars.color.foreground.secondary });
export const active = style({ color: vars.color.foreground.critical });
