import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg, maxInlineSize: '760px', marginInline: 'auto' });
export const steps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0 });
export const stepItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
  background: vars.color.background.sunken,
});
export const stepCurrent = style({ background: vars.color.background.brand, color: vars.color.foreground.onBrand, fontWeight: 700 });
export const stepDone = style({ color: vars.color.foreground.primary });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  margin: 0,
  minInlineSize: 0,
});
export const legend = style({ fontWeight: 700, paddingInline: vars.space.xs });
export const twoColumns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' });
export const threeColumns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'space-between', alignItems: 'center' });
export const hint = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', color: vars.color.foreground.caution, fontSize: vars.font.size.sm });
export const muted = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
export const categoryOption = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const categoryImage = style({ inlineSize: '48px', flexShrink: 0 });
export const optionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const strong = style({ fontWeight: 700 });
export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** Term above value on phones; side by side once there is room for both. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)', rowGap: vars.space.xs } },
});
export const factTerm = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm, '@media': { 'screen and (min-width: 600px)': { fontSize: 'inherit' } } });
export const factValue = style({ margin: 0, marginBlockEnd: vars.space.xs, overflowWrap: 'break-word', '@media': { 'screen and (min-width: 600px)': { marginBlockEnd: 0 } } });
export const amounts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });
export const amountRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const totalRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontWeight: 700, fontSize: vars.font.size.lg, borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`, paddingBlockStart: vars.space.xs });
export const errorList = style({ color: vars.color.foreground.critical, margin: 0, paddingInlineStart: vars.space.lg });
