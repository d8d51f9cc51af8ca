import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
});
export const logo = style({ borderRadius: vars.radius.md, flexShrink: 0, inlineSize: '64px' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minInlineSize: 0 });
export const name = style({ fontSize: vars.font.size.md, fontWeight: 700 });
export const link = style({ color: vars.color.foreground.primary, textDecoration: 'none' });
export const address = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.secondary });
export const meta = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const list = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' });
