import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const layout = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(300px, 2fr) minmax(0, 3fr)', alignItems: 'start' } } });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.background.brandSoft });
export const cardLabel = style({ fontSize: vars.font.size.sm, fontWeight: 600, color: vars.color.foreground.secondary });
export const cardBalance = style({ fontSize: vars.font.size.xxl, fontWeight: 800, lineHeight: 1.1 });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: 700, margin: 0 });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
});
export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const rowTitle = style({ fontWeight: 700 });
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm, margin: 0 });
export const pointsIn = style({ color: vars.color.foreground.positive, fontWeight: 800 });
export const pointsOut = style({ color: vars.color.foreground.critical, fontWeight: 800 });
export const gain = style({ color: vars.color.foreground.positive, fontWeight: 600, margin: 0 });
export const errors = style({ color: vars.color.foreground.critical, margin: 0, paddingInlineStart: vars.space.lg });
