import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

const cardBase = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.raised,
  minInlineSize: 0,
} as const;

export const card = style(cardBase);
export const media = style({ position: 'relative', aspectRatio: '1 / 1', background: vars.color.background.sunken });
export const storeMedia = style({ position: 'relative', aspectRatio: '3 / 1', background: vars.color.background.sunken });
export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' });
export const badges = style({ position: 'absolute', insetBlockStart: vars.space.sm, insetInlineStart: vars.space.sm, display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.sm, flex: 1 });
export const name = style({
  fontSize: vars.font.size.sm,
  fontWeight: 700,
  lineHeight: 1.3,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
/** The name's link covers the whole card, so the card is one target without nesting controls in a link. */
export const stretched = style({
  color: vars.color.foreground.primary,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&[data-hovered], a&:hover': { textDecoration: 'underline' },
    '&[data-focus-visible]::after, a&:focus-visible::after': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
export const secondary = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.xs, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const marks = style({ display: 'flex', gap: vars.space.xxs, flexWrap: 'wrap' });
export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs, marginBlockStart: 'auto', flexWrap: 'wrap' });
export const logo = style({
  position: 'absolute',
  insetBlockEnd: '-24px',
  insetInlineStart: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.background.raised}`,
  background: vars.color.background.raised,
});
export const storeBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.md, paddingBlockStart: '30px', flex: 1 });
export const storeName = style({ fontSize: vars.font.size.md, fontWeight: 700, lineHeight: 1.3 });
export const facts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.xs, color: vars.color.foreground.secondary });
export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const closedVeil = style({ position: 'absolute', inset: 0, background: 'rgb(0 0 0 / 0.45)', display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#fff', fontWeight: 700, fontSize: vars.font.size.sm, textAlign: 'center', padding: vars.space.sm });
export const itemGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(156px, 1fr))' });
export const storeGrid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' });
/**
 * A horizontal row that scrolls on narrow screens (home sections). A card never grows past its share of a
 * full row (six items, three stores), so a row of one or two keeps the cards' size instead of stretching one.
 */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `minmax(156px, calc((100% - 5 * ${vars.space.md}) / 6))`,
  gap: vars.space.md,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.sm,
  scrollSnapType: 'x mandatory',
  '@media': { '(min-width: 1024px)': { gridAutoColumns: `minmax(180px, calc((100% - 5 * ${vars.space.md}) / 6))` } },
});
const storeColumn = (min: number) => `minmax(${min}px, calc((100% - 2 * ${vars.space.md}) / 3))`;
export const storeRow = style([row, { gridAutoColumns: storeColumn(260), '@media': { '(min-width: 1024px)': { gridAutoColumns: storeColumn(280) } } }]);
export const cell = style({ display: 'grid', scrollSnapAlign: 'start' });
export const nameButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: 'none' }, '&:focus-visible::after': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});
/** The wishlist heart in the picture's top end corner, above the card's stretched link. */
export const heart = style({ position: 'absolute', insetBlockStart: vars.space.xs, insetInlineEnd: vars.space.xs, zIndex: 1 });
/**
 * The "+" and its stepper over the picture, above the card's stretched link, so the card keeps its size
 * whichever of the two it shows (and when the "+" arrives after the first paint). In the picture's bottom
 * left corner in both directions, a physical side on purpose: the picture does not mirror, and its right
 * foot holds the disc that tells the item apart (the burger's chilli), which the control must not cover.
 */
export const quickAdd = style({ position: 'absolute', insetBlockEnd: vars.space.xs, left: vars.space.xs, zIndex: 1, display: 'flex' });
export const quickAddButton = style({ boxShadow: vars.shadow.raised });
export const cardStepper = style({ boxShadow: vars.shadow.raised, gap: 0 });
