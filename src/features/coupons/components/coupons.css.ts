import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))', listStyle: 'none', margin: 0, padding: 0 });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.brand}`,
  background: vars.color.background.raised,
});
export const benefit = style({ fontSize: vars.font.size.xl, fontWeight: 800, color: vars.color.foreground.brand, margin: 0 });
export const title = style({ fontWeight: 700, margin: 0 });
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm, margin: 0 });
export const codeRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap', paddingBlockStart: vars.space.sm, borderBlockStart: `1px solid ${vars.color.border.subtle}` });
export const code = style({ fontFamily: vars.font.mono, fontWeight: 700, fontSize: vars.font.size.lg, letterSpacing: '0.05em', userSelect: 'all' });
