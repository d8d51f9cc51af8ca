import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { media } from '@/styles/tokens';

/** Content first on narrow screens (after the folded section list); the list beside it from desktops up. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 72ch) minmax(14rem, 18rem)', columnGap: vars.space.xxl } },
});

export const sections = style({
  '@media': {
    [media.desktop]: {
      gridColumn: 2,
      gridRow: 1,
      position: 'sticky',
      insetBlockStart: vars.space.xxxl,
      padding: vars.space.md,
      borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
    },
  },
});

export const fold = style({
  background: vars.color.background.sunken,
  borderRadius: vars.radius.md,
  paddingInline: vars.space.md,
});

export const sectionsTitle = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
  marginBlockEnd: vars.space.sm,
  selectors: {
    'summary&': { cursor: 'pointer', minBlockSize: vars.size.touch, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginBlockEnd: 0, listStyle: 'none' },
    'summary&::-webkit-details-marker': { display: 'none' },
  },
});

/** Points down while the list is folded, up once it is open. */
export const foldChevron = style({
  flexShrink: 0,
  color: vars.color.foreground.muted,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${fold}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const sectionList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none', paddingBlockEnd: vars.space.sm });

export const sectionLink = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  color: vars.color.foreground.link,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset },
  },
});
