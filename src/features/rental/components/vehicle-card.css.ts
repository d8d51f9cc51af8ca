import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

/** Phones show the photo beside the text, so a card takes a fifth of the screen rather than more than one. */
const phone = 'screen and (max-width: 599.98px)';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.raised,
  minInlineSize: 0,
  '@media': { [phone]: { gridTemplateColumns: '38% minmax(0, 1fr)', gridTemplateRows: 'auto' } },
});
/** The photo (a 3:2 picture slot); beside the text on phones, vertically centred in the card's height. */
export const media = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  background: vars.color.background.sunken,
});
export const badges = style({ position: 'absolute', insetBlockStart: vars.space.sm, insetInlineStart: vars.space.sm, display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', maxInlineSize: 'calc(100% - 56px)' });
export const heart = style({ position: 'absolute', insetBlockStart: vars.space.xs, insetInlineEnd: vars.space.xs, '@media': { [phone]: { insetBlockStart: 'auto', insetBlockEnd: vars.space.xs } } });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.md, minInlineSize: 0, '@media': { [phone]: { padding: vars.space.sm } } });
export const name = style({ fontSize: vars.font.size.md, fontWeight: 700, lineHeight: 1.3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const nameLink = style({ color: vars.color.foreground.primary, textDecoration: 'none', selectors: { '&[data-hovered], a&:hover': { textDecoration: 'underline' } } });
export const byline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0, fontSize: vars.font.size.sm });
export const provider = style({ color: vars.color.foreground.secondary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minInlineSize: 0 });
/** One line of facts; on phones it may take two. */
export const specs = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, fontSize: vars.font.size.xs, color: vars.color.foreground.secondary, minInlineSize: 0 });
export const specText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 1,
  overflow: 'hidden',
  '@media': { [phone]: { WebkitLineClamp: 2 } },
});
export const available = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.positive, fontWeight: 600 });
export const unavailable = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.critical, fontWeight: 600 });
export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs, marginBlockStart: 'auto', paddingBlockStart: vars.space.xs, flexWrap: 'wrap' });
export const price = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const amount = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xxs, flexWrap: 'wrap' });
export const startFrom = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.muted });
export const unit = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.muted });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, marginInlineStart: 'auto' });
/** One card per row on phones, two on tablets, three or four on desktops. */
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))' });
