import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const footer = style({ background: vars.color.background.sunken, borderBlockStart: `1px solid ${vars.color.border.subtle}`, marginBlockStart: vars.space.xxl });
export const inner = style({
  maxInlineSize: '1200px',
  marginInline: 'auto',
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const heading = style({ fontSize: vars.font.size.md, fontWeight: 700 });
export const text = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const bottom = style({ textAlign: 'center', paddingBlock: vars.space.md, color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
