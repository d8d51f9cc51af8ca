import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const hero = style({ inlineSize: '100%', aspectRatio: '1 / 1', maxBlockSize: '280px', objectFit: 'contain', borderRadius: vars.radius.lg, background: vars.color.background.sunken, display: 'block' });
/** A heading with its wishlist heart at the end edge. */
export const titleRow = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ fontSize: vars.font.size.xl, fontWeight: 800, lineHeight: 1.2 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const group = style({ border: `1px solid ${vars.color.border.subtle}`, borderRadius: vars.radius.lg, padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });
export const legend = style({ fontWeight: 700, display: 'flex', gap: vars.space.sm, alignItems: 'center', paddingInline: vars.space.xxs });
export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minBlockSize: '44px', cursor: 'pointer' });
export const optionLabel = style({ flex: 1 });
export const radio = style({ inlineSize: '20px', blockSize: '20px', accentColor: vars.color.background.brand });
export const note = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.secondary });
export const problem = style({ color: vars.color.foreground.critical, fontSize: vars.font.size.sm, fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', paddingBlockStart: vars.space.sm, borderBlockStart: `1px solid ${vars.color.border.subtle}` });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const total = style({ display: 'flex', flexDirection: 'column' });
export const unavailable = style({ padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.background.caution, color: vars.color.foreground.caution, fontWeight: 600 });
export const chipList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none' });
export const choice = style({
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.raised,
  color: vars.color.foreground.primary,
  display: 'inline-flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.border.brand, background: vars.color.background.brandSoft, fontWeight: 700 },
    '&[data-out="true"]': { textDecoration: 'line-through', color: vars.color.foreground.muted },
  },
});
export const choiceStock = style({ fontSize: vars.font.size.xs, fontWeight: 400, textDecoration: 'none' });
export const page = style({ display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.lg, gridTemplateColumns: '1fr', '@media': { '(min-width: 900px)': { gridTemplateColumns: '1fr 1fr' } } });
export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });
export const mainImage = style({ inlineSize: '100%', aspectRatio: '1 / 1', objectFit: 'contain', borderRadius: vars.radius.lg, background: vars.color.background.sunken, display: 'block', cursor: 'zoom-in' });
export const zoomButton = style({ display: 'block', padding: 0, border: 0, background: 'none', inlineSize: '100%', position: 'relative' });
export const thumbs = style({ display: 'grid', gridTemplateColumns: 'auto repeat(5, 1fr) auto', gap: vars.space.xs, alignItems: 'center' });
export const thumb = style({ padding: 0, border: `2px solid transparent`, borderRadius: vars.radius.md, background: vars.color.background.sunken, cursor: 'pointer', selectors: { '&[aria-current="true"]': { borderColor: vars.color.border.brand } } });
export const thumbImage = style({ inlineSize: '100%', blockSize: 'auto', aspectRatio: '1 / 1', display: 'block', borderRadius: vars.radius.sm });
export const zoomed = style({ inlineSize: '100%', blockSize: 'auto', maxBlockSize: '75vh', objectFit: 'contain' });
export const discountChip = style({ position: 'absolute', insetBlockStart: vars.space.sm, insetInlineStart: vars.space.sm });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.md}`, fontSize: vars.font.size.sm });
export const readMore = style({ background: 'none', border: 0, padding: 0, color: vars.color.foreground.brand, fontWeight: 700, cursor: 'pointer', minBlockSize: '24px' });
export const mainFrame = style({ position: 'relative' });
export const offer = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.background.positive, color: vars.color.foreground.positive, fontSize: vars.font.size.sm, fontWeight: 600 });
/** An item with nothing left: said in place of the stepper and the buying buttons. */
export const soldOut = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background.sunken, color: vars.color.foreground.critical, fontSize: vars.font.size.sm });
/** The room items like it take once they come after the page is quiet (a row of cards and its heading), kept from the start so nothing moves. */
export const relatedRoom = style({ minBlockSize: '19rem' });
