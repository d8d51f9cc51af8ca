import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
export const image = style({ borderRadius: vars.radius.sm, objectFit: 'contain', background: vars.color.background.sunken, flexShrink: 0 });
export const text = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const name = style({ fontWeight: vars.font.weight.semibold });
export const detail = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
