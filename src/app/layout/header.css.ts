import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { media } from '@/styles/tokens';

/** Up to tablets the location gets a row of its own under the controls. */
const phoneWidth = 'screen and (max-width: 767.98px)';
/** Below this width the phone number and the account name give way to their icons (still named for screen readers). */
const compactWide = 'screen and (max-width: 1439.98px)';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.z.header,
  background: vars.color.background.raised,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

/**
 * One row from 520 px up: logo, location (the part that gives way), links, actions. Every control but the
 * location keeps its size (flex-shrink 0), so nothing is squeezed to a sliver and the row never overflows:
 * the location takes what is left. On phones the location gets a row of its own under the controls, so a
 * cart badge never pushes it down to one letter.
 */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '64px',
  maxInlineSize: '1600px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [phoneWidth]: { flexWrap: 'wrap', rowGap: 0, paddingInline: vars.space.sm, paddingBlockEnd: vars.space.xs, minBlockSize: '56px' } },
});
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minBlockSize: vars.size.touch,
  paddingInlineEnd: vars.space.sm,
  fontWeight: 800,
  fontSize: vars.font.size.lg,
  color: vars.color.foreground.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
/** On phones the brand shows as its mark only (the link keeps its full name for screen readers). */
export const logoText = style({ '@media': { 'screen and (max-width: 519.98px)': { display: 'none' } } });
export const location = style({
  flex: '1 1 0',
  minInlineSize: 0,
  display: 'flex',
  '@media': {
    [media.headerWide]: { minInlineSize: '12rem' },
    [phoneWidth]: { order: 10, flexBasis: '100%', marginBlockStart: `calc(-1 * ${vars.space.xs})` },
  },
});
/** Links and actions keep their size; the phone's spacer pushes them to the end when the location moved down. */
export const fixed = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });
export const wideOnly = style([fixed, { '@media': { [media.headerNarrow]: { display: 'none' } } }]);
export const spacer = style({ display: 'none', '@media': { [phoneWidth]: { display: 'block', flex: 1 } } });
// Labels in the bar stay on one line.
globalStyle(`${bar} a, ${bar} button`, { whiteSpace: 'nowrap' });
globalStyle(`${bar} svg`, { flexShrink: 0 });
globalStyle(`${bar} button, ${bar} a`, { flexShrink: 0 });
// Between the drawer breakpoint and 1440 px the links sit closer so the location keeps its room.
globalStyle(`${wideOnly} > a, ${wideOnly} > button, ${wideOnly} > * > button`, {
  '@media': { [compactWide]: { paddingInline: vars.space.sm, gap: vars.space.xs } },
});
/** A link label that gives way to its icon on narrow desktops (the link keeps it as its name). */
export const collapsibleLabel = style({
  '@media': {
    [`${media.headerWide} and (max-width: 1365.98px)`]: { position: 'absolute', inlineSize: '1px', blockSize: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});
export const narrowOnly = style([fixed, { '@media': { [media.headerWide]: { display: 'none' } } }]);
export const drawerList = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xs });
globalStyle(`${drawerList} > a, ${drawerList} > button`, { justifyContent: 'flex-start' });
/** In the bar the phone shows as its icon (named for screen readers, the number as its tooltip); the drawer shows the number. */
export const phoneDigits = style({ display: 'none' });
export const phone = style({
  color: vars.color.foreground.secondary,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  minBlockSize: vars.size.touch,
  minInlineSize: vars.size.touch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
});
/** In the drawer every entry shows its label. */
export const drawerPhone = style({ color: vars.color.foreground.primary, fontWeight: vars.font.weight.semibold, justifyContent: 'flex-start', paddingInline: vars.space.lg });
export const cartButton = style({ position: 'relative' });
/** The cart's count sits on the icon's corner, so the button keeps its 44 px whatever the count. */
export const count = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineEnd: '0',
  minInlineSize: '20px',
  blockSize: '20px',
  borderRadius: vars.radius.pill,
  background: vars.color.foreground.critical,
  color: '#fff',
  fontSize: vars.font.size.xs,
  lineHeight: '20px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.space.xs,
  pointerEvents: 'none',
});
