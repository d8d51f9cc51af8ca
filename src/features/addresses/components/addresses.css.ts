import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const twoColumns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))' });
export const threeColumns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(140px, 100%), 1fr))' });
export const phone = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' });
export const alert = style({ color: vars.color.foreground.critical, margin: 0 });

/** The saved-addresses list: at most 40% of the viewport tall (spec), scrolling inside. */
export const pickList = style({ maxBlockSize: '40vh', overflowY: 'auto', paddingInlineEnd: vars.space.xs });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
/** One saved address: icon, text and actions in a row; on a phone the actions wrap below the text, at its end. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
});
export const itemText = style({ flex: '1 1 14rem', minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const itemTitle = style({ fontWeight: vars.font.weight.semibold, margin: 0 });
export const itemLine = style({ color: vars.color.foreground.secondary, margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0, marginInlineStart: 'auto' });
export const toolbar = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

/** The saved-addresses entry (or the sign-in hint) above the other ways to choose a location. */
export const entry = style({
  marginBlockEnd: vars.space.md,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
export const hint = style({ margin: 0, color: vars.color.foreground.secondary });
