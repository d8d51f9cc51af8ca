import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { TWO_COLUMNS } from './trip-search-panel-room.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.raised,
});
export const compact = style({ boxShadow: 'none' });
// One column on phones, then as many as fit (two, then one row on desktops), at the widths the room reserved
// for the panel before it loads expects (trip-search-panel-room.css.ts).
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [TWO_COLUMNS]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } },
});
export const destination = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const recent = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', alignItems: 'center' });
export const recentLabel = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.muted });
export const distance = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm, minBlockSize: '1.2em' });
export const when = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'flex-end' });
