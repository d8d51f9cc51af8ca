import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
});
export const value = style({
  minInlineSize: '2.5ch',
  textAlign: 'center',
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const remove = style({ color: vars.color.foreground.critical });
