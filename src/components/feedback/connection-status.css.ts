import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const stack = style({ position: 'sticky', insetBlockStart: 0, zIndex: vars.z.bar, display: 'flex', flexDirection: 'column' });
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
});
export const offline = style({ background: vars.color.background.caution, color: vars.color.foreground.caution });
export const online = style({ background: vars.color.background.brandSoft, color: vars.color.foreground.brand });
export const update = style({ background: vars.color.background.sunken, color: vars.color.foreground.primary });
