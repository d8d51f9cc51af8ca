import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const page = style({ paddingBlock: vars.space.lg });
export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, marginBlockEnd: vars.space.lg });
export const title = style({ fontSize: vars.font.size.xxl, fontWeight: 800, lineHeight: 1.2 });
export const subtitle = style({ color: vars.color.foreground.secondary });
export const section = style({ marginBlockEnd: vars.space.xxl });
export const bannerLink = style({ display: 'block', borderRadius: vars.radius.lg, overflow: 'hidden' });
export const bannerImage = style({ inlineSize: '100%', blockSize: '200px', objectFit: 'cover', display: 'block', borderRadius: vars.radius.lg });
export const chips = style({ display: 'flex', gap: vars.space.sm, overflowX: 'auto', paddingBlockEnd: vars.space.sm, listStyle: 'none' });
export const chip = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  inlineSize: '88px',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  textAlign: 'center',
  color: vars.color.foreground.primary,
  fontWeight: 600,
  fontSize: vars.font.size.xs,
  selectors: { '&[data-hovered], a&:hover': { background: vars.color.background.sunken } },
});
export const chipImage = style({ borderRadius: '50%', background: vars.color.background.sunken });
export const tiles = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))', listStyle: 'none' });
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  blockSize: '100%',
  borderRadius: vars.radius.lg,
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  textDecoration: 'none',
  textAlign: 'center',
  color: vars.color.foreground.primary,
  fontWeight: 600,
  fontSize: vars.font.size.sm,
  selectors: { '&[data-hovered], a&:hover': { borderColor: vars.color.border.strong } },
});
export const tileImage = style({ borderRadius: vars.radius.md });
export const flash = style({ padding: vars.space.md, borderRadius: vars.radius.lg, background: vars.color.background.brandSoft });
export const timer = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', fontVariantNumeric: 'tabular-nums', minInlineSize: '220px', minBlockSize: '44px' });
export const timerUnit = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minInlineSize: '48px',
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.background.raised,
  fontWeight: 800,
  fontSize: vars.font.size.md,
});
export const timerLabel = style({ fontSize: vars.font.size.xs, fontWeight: 400, color: vars.color.foreground.secondary });
export const stock = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.secondary });
export const prescription = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background.info,
  border: `1px solid ${vars.color.border.subtle}`,
});
export const prescriptionTitle = style({ fontSize: vars.font.size.lg, fontWeight: 700, display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const pharmacies = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none' });
export const search = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', maxInlineSize: '640px', marginBlockStart: vars.space.sm });
export const searchField = style({ flex: 1, minInlineSize: 0 });
/** On phones the search button shows its magnifier only (the word stays its accessible name), leaving the field room for its placeholder. */
export const submitText = style({
  '@media': {
    'screen and (max-width: 599.98px)': { position: 'absolute', inlineSize: '1px', blockSize: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});
/** Where the sections below the first screen come once the page is quiet: at least a screen's height, so the footer stays out of view until they have. */
export const laterRoom = style({ minBlockSize: '100svh' });
