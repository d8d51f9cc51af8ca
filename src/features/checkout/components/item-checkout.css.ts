import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { media } from '@/styles/tokens';

export const layout = style({ display: 'grid', gap: vars.space.xl, marginBlockStart: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)' } } });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const fields = style({ display: 'grid', gap: vars.space.md, marginBlockStart: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' });
export const extras = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginBlockStart: vars.space.sm });
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const hint = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.foreground.critical, fontWeight: 600 });
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });
/** On a phone the amount goes under the line's name, which keeps the width a name needs. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr)',
  gridTemplateAreas: '"image body" "image amount"',
  '@media': { [media.tablet]: { gridTemplateColumns: '56px minmax(0, 1fr) auto', gridTemplateAreas: '"image body amount"' } },
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
});
export const lineImage = style({ gridArea: 'image', inlineSize: '56px', blockSize: '56px', objectFit: 'cover', borderRadius: vars.radius.sm });
export const lineBody = style({ gridArea: 'body', display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const lineName = style({ fontWeight: 700 });
export const lineAmount = style({ gridArea: 'amount', justifySelf: 'start', '@media': { [media.tablet]: { justifySelf: 'end' } } });
export const paymentList = style({ maxBlockSize: '300px', overflowY: 'auto', marginBlockStart: vars.space.sm, paddingInlineEnd: vars.space.xs });
export const summary = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.sm, marginBlock: vars.space.md });
export const amount = style({ textAlign: 'end', display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end', alignItems: 'baseline' });
export const total = style({ fontWeight: 800, borderBlockStart: `1px solid ${vars.color.border.subtle}`, paddingBlockStart: vars.space.sm });
export const savings = style({ padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.background.sunken, color: vars.color.foreground.positive, fontWeight: 700, textAlign: 'center' });
export const alert = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background.sunken, color: vars.color.foreground.critical, marginBlock: vars.space.sm });
export const blockers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingInlineStart: vars.space.lg, margin: 0, marginBlockEnd: vars.space.md, color: vars.color.foreground.secondary });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.sm });
export const files = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0, marginBlockStart: vars.space.sm });
export const thumb = style({ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xxs });
export const thumbImage = style({ inlineSize: '72px', blockSize: '72px', objectFit: 'cover', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border.subtle}` });
export const fileInput = style({ position: 'absolute', inlineSize: '1px', blockSize: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
export const couponList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0, marginBlockStart: vars.space.sm, maxBlockSize: '240px', overflowY: 'auto' });
export const couponItem = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px dashed ${vars.color.border.subtle}` });
export const couponForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', marginBlockStart: vars.space.sm });
export const couponField = style({ flex: 1, minInlineSize: 0 });
/** The estimate: a dashed box, lighter figures and a badge, so it never reads as the amount charged. */
export const estimate = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, marginBlock: vars.space.md, borderRadius: vars.radius.md, border: `1px dashed ${vars.color.border.strong}` });
globalStyle(`${estimate} dd bdi`, { color: vars.color.foreground.secondary, fontWeight: vars.font.weight.semibold });
export const estimateSummary = style({ marginBlock: 0 });
export const estimateBadge = style({ alignSelf: 'flex-start', margin: 0, paddingBlock: vars.space.xxs, paddingInline: vars.space.sm, borderRadius: vars.radius.pill, background: vars.color.background.info, color: vars.color.foreground.info, fontSize: vars.font.size.sm, fontWeight: 700 });
export const estimateNote = style({ margin: 0, color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
/** A guest's coupon note and its sign-in action. */
export const guestCoupons = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });
