import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

const wide = 'screen and (min-width: 1024px)';

/** Phones: photos and name, then the booking panel, then the details. Desktops: the panel sticks beside them. */
export const layout = style({
  display: 'grid',
  columnGap: vars.space.xl,
  rowGap: vars.space.lg,
  paddingBlock: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"top" "aside" "main"',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)', gridTemplateAreas: '"top aside" "main aside"', gridTemplateRows: 'auto 1fr' } },
});
export const top = style({ gridArea: 'top', display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });
export const main = style({ gridArea: 'main', display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
export const aside = style({ gridArea: 'aside', display: 'flex', flexDirection: 'column', gap: vars.space.md, alignSelf: 'start', '@media': { [wide]: { position: 'sticky', insetBlockStart: '80px' } } });
export const headline = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.md });
export const provider = style({ fontWeight: 600 });
export const title = style({ fontSize: vars.font.size.xxl, fontWeight: 800, lineHeight: 1.2 });
export const badges = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginBlockEnd: vars.space.lg });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: 700 });
export const description = style({ whiteSpace: 'pre-line', color: vars.color.foreground.secondary });
export const rent = style({ display: 'flex', justifyContent: 'flex-end' });
export const muted = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
/** Where the reviews come once the page is quiet: the height of their loading placeholder, kept from the start. */
export const reviewsRoom = style({ minBlockSize: '80px' });
export const reviews = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const review = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background.sunken });
export const reviewHeader = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
/** The provider's cover: a 3:1 slot the width of the page, the picture made for it (whole, never cropped). */
export const cover = style({ borderRadius: vars.radius.lg });
export const logo = style({ inlineSize: '80px', flexShrink: 0, borderRadius: vars.radius.md });
export const providerBanner = style({ borderRadius: vars.radius.lg });
export const providerHeader = style({ display: 'flex', gap: vars.space.lg, alignItems: 'center', flexWrap: 'wrap' });
export const rentPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.raised,
});
export const rentHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const tripFacts = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.size.sm });
globalStyle(`${tripFacts} li`, { display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });
globalStyle(`${tripFacts} span`, { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', unicodeBidi: 'plaintext' });
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.sm,
});
export const rentRow = style({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const tripPrice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
