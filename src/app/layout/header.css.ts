import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

const narrow = 'screen and (max-width: 1179.98px)';
const wide = 'screen and (min-width: 1180px)';
const phoneWidth = 'screen and (max-width: 519.98px)';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.z.header,
  background: vars.color.background.raised,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '64px',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [phoneWidth]: { gap: vars.space.xs, paddingInline: vars.space.sm } },
});
export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 800, fontSize: vars.font.size.lg, color: vars.color.foreground.brand, textDecoration: 'none', whiteSpace: 'nowrap' });
/** On phones the brand shows as its mark only (the link keeps its full name for screen readers). */
export const logoText = style({ '@media': { [phoneWidth]: { display: 'none' } } });
// The location keeps room beside the wide header's links; under the drawer breakpoint it may shrink to its icon.
export const location = style({ flex: 1, minInlineSize: 0, display: 'flex', '@media': { [wide]: { minInlineSize: '10rem' } } });
export const wideOnly = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0, '@media': { [narrow]: { display: 'none' } } });
// Labels in the bar stay on one line; the location button is the part that gives way.
globalStyle(`${bar} a, ${bar} button`, { whiteSpace: 'nowrap' });
globalStyle(`${bar} svg`, { flexShrink: 0 });
// Between the drawer breakpoint and 1440 px the links sit closer so the location keeps its room.
globalStyle(`${wideOnly} > a, ${wideOnly} > button, ${wideOnly} > * > button`, {
  '@media': { 'screen and (max-width: 1439.98px)': { paddingInline: vars.space.xs } },
});
export const narrowOnly = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, '@media': { [wide]: { display: 'none' } } });
export const drawerList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
/** The phone number's digits give way to its icon (still named for screen readers) on medium screens. */
export const phoneDigits = style({ '@media': { 'screen and (max-width: 1439.98px)': { display: 'none' } } });
export const phone = style({ color: vars.color.foreground.secondary, textDecoration: 'none', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });
export const count = style({
  minInlineSize: '20px',
  blockSize: '20px',
  borderRadius: vars.radius.pill,
  background: vars.color.foreground.critical,
  color: '#fff',
  fontSize: vars.font.size.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.space.xs,
});
