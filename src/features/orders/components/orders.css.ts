import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
});
export const logo = style({ inlineSize: '56px', blockSize: '56px', borderRadius: vars.radius.sm, objectFit: 'cover', background: vars.color.background.sunken });
export const cardText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const cardSide = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });
export const strong = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
/** The card's link covers the whole card, so the card is one target. */
export const stretched = style({ fontWeight: vars.font.weight.bold, color: vars.color.foreground.primary, textDecoration: 'none' });
globalStyle(`${stretched}::after`, { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md });
globalStyle(`${stretched}:focus-visible::after`, { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset });
export const saved = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.background.sunken, fontSize: vars.font.size.sm });
export const note = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background.sunken, display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

/** Desktop: lines and money beside the timeline and facts; phones: one column. */
export const layout = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)' } } });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`, background: vars.color.background.raised });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, margin: 0 });
export const header = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.lg, rowGap: vars.space.sm, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.foreground.secondary });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weight.semibold, minInlineSize: 0, overflowWrap: 'anywhere' });

export const amounts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: vars.space.sm, columnGap: 0, margin: 0 });
globalStyle(`${amounts} dd`, { margin: 0, paddingInlineStart: vars.space.lg, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const total = style({ fontWeight: vars.font.weight.bold, borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`, paddingBlockStart: vars.space.sm });

export const line = style({ display: 'grid', gridTemplateColumns: '56px minmax(0, 1fr) auto', gap: vars.space.md, alignItems: 'start', paddingBlock: vars.space.sm, borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}` });
globalStyle(`${line}:last-child`, { borderBlockEnd: 'none' });
export const thumb = style({ inlineSize: '56px', blockSize: '56px', borderRadius: vars.radius.sm, objectFit: 'cover', background: vars.color.background.sunken });

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const step = style({ position: 'relative', display: 'grid', gridTemplateColumns: '24px minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'start', paddingBlockEnd: vars.space.md });
/** The line joining a step's dot to the next one. */
globalStyle(`${step}:not(:last-child)::before`, { content: '""', position: 'absolute', insetInlineStart: '11px', insetBlockStart: '22px', insetBlockEnd: 0, inlineSize: '2px', background: vars.color.border.subtle });
export const dot = styleVariants({
  done: { inlineSize: '24px', blockSize: '24px', borderRadius: vars.radius.pill, background: vars.color.background.brand, color: vars.color.foreground.onBrand, display: 'grid', placeItems: 'center' },
  current: { inlineSize: '24px', blockSize: '24px', borderRadius: vars.radius.pill, border: `${vars.borderWidth.thick} solid ${vars.color.border.brand}`, background: vars.color.background.brandSoft },
  upcoming: { inlineSize: '24px', blockSize: '24px', borderRadius: vars.radius.pill, border: `${vars.borderWidth.thick} solid ${vars.color.border.subtle}`, background: vars.color.background.surface },
  stopped: { inlineSize: '24px', blockSize: '24px', borderRadius: vars.radius.pill, background: vars.color.background.criticalSolid, color: vars.color.foreground.onCritical, display: 'grid', placeItems: 'center' },
});
export const stepLabel = styleVariants({
  done: { fontWeight: vars.font.weight.semibold },
  current: { fontWeight: vars.font.weight.bold, color: vars.color.foreground.brand },
  upcoming: { color: vars.color.foreground.secondary },
  stopped: { fontWeight: vars.font.weight.bold, color: vars.color.foreground.critical },
});

export const code = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background.brandSoft });
export const codeValue = style({ fontFamily: vars.font.mono, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, letterSpacing: '0.2em' });
export const form = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-end', flexWrap: 'wrap' });
export const rider = style({ display: 'grid', gridTemplateColumns: '48px minmax(0, 1fr) auto', gap: vars.space.md, alignItems: 'center' });
export const avatar = style({ inlineSize: '48px', blockSize: '48px', borderRadius: vars.radius.pill, background: vars.color.background.sunken, objectFit: 'cover' });
export const review = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingBlock: vars.space.sm, borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}` });
/** A parcel's facts: term above value on phones, side by side from 600 px. */
export const parcelFacts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)', rowGap: vars.space.sm } },
});
export const parcelIcon = style({ inlineSize: '32px', flexShrink: 0 });
