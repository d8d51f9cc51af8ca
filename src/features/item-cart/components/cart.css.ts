import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxBlockSize: '60vh', overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
});
export const image = style({ inlineSize: '64px', borderRadius: vars.radius.sm, alignSelf: 'start' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });
export const name = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const detail = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted, overflowWrap: 'anywhere' });
export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const progress = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.size.sm });
export const track = style({ blockSize: '8px', borderRadius: vars.radius.pill, background: vars.color.background.sunken, overflow: 'hidden' });
export const fill = style({ blockSize: '100%', background: vars.color.background.brand, borderRadius: vars.radius.pill });
export const syncNote = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
/** The items, the discount and the subtotal: a label and its amount per row. */
export const amounts = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.xxs} ${vars.space.md}`, alignItems: 'baseline', margin: 0 });
globalStyle(`${amounts} dd`, { margin: 0, textAlign: 'end' });
export const amountsTotal = style({ fontWeight: 700, fontSize: vars.font.size.lg });
/** Where the cart stands with the store's offer. */
export const offer = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', padding: vars.space.sm, borderRadius: vars.radius.md, fontSize: vars.font.size.sm, background: vars.color.background.sunken, color: vars.color.foreground.secondary });
export const offerApplied = style({ background: vars.color.background.positive, color: vars.color.foreground.positive, fontWeight: 600 });
