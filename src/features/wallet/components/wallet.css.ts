import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const layout = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(300px, 2fr) minmax(0, 3fr)', alignItems: 'start' } } });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
});
export const cardLabel = style({ fontSize: vars.font.size.sm, fontWeight: 600, opacity: 0.9 });
export const cardBalance = style({ fontSize: vars.font.size.xxl, fontWeight: 800, lineHeight: 1.1 });
// The balance sits on the brand colour: it takes the card's readable text colour, not the price's own.
globalStyle(`${cardBalance} *`, { color: 'inherit' });
export const cardHint = style({ fontSize: vars.font.size.sm, opacity: 0.9, margin: 0 });
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
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
// The amount column never takes more than half the row: a long bonus note wraps under the amount instead
// of squeezing the transaction's name to a letter per line.
const amount = { fontWeight: 800, textAlign: 'end', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', maxInlineSize: '50vw' } as const;
export const amountIn = style({ ...amount, color: vars.color.foreground.positive });
export const amountOut = style({ ...amount, color: vars.color.foreground.critical });
export const bonus = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background.brandSoft,
});
export const result = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap', padding: vars.space.md, borderRadius: vars.radius.md, fontWeight: 600 });
export const resultTone = {
  success: style({ background: vars.color.background.positive }),
  fail: style({ background: vars.color.background.critical }),
  cancel: style({ background: vars.color.background.caution }),
};
export const preview = style({ color: vars.color.foreground.positive, fontWeight: 600, margin: 0 });
export const errors = style({ color: vars.color.foreground.critical, margin: 0, paddingInlineStart: vars.space.lg });
