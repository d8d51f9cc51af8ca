import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.raised,
  minInlineSize: 0,
});
export const media = style({ position: 'relative', aspectRatio: '3 / 2', background: vars.color.background.sunken });
export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
export const badges = style({ position: 'absolute', insetBlockStart: vars.space.sm, insetInlineStart: vars.space.sm, display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const heart = style({ position: 'absolute', insetBlockStart: vars.space.xs, insetInlineEnd: vars.space.xs });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, flex: 1 });
export const name = style({ fontSize: vars.font.size.md, fontWeight: 700, lineHeight: 1.3 });
export const nameLink = style({ color: vars.color.foreground.primary, textDecoration: 'none', selectors: { '&[data-hovered]': { textDecoration: 'underline' } } });
export const provider = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, fontSize: vars.font.size.xs, color: vars.color.foreground.secondary });
export const available = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.positive, fontWeight: 600 });
export const footer = style({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.sm, marginBlockStart: 'auto', flexWrap: 'wrap' });
export const price = style({ display: 'flex', flexDirection: 'column' });
export const startFrom = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.muted });
export const unit = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.muted });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' });
globalStyle(`${facts} li`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.background.sunken,
});
