import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { breakpoints, media } from '@/styles/tokens';

/**
 * Phones only: the last thing on the page, stuck to the bottom of the screen while the page scrolls above it.
 * Being in the page's flow, it takes its own room at the page's end, so nothing is left hidden under it. It
 * spans the screen's width out of the page's side padding. Toasts come down from the top on phones, clear of it.
 */
export const bar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: vars.z.bar,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.xl,
  marginInline: `calc(-1 * ${vars.space.lg})`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBlockEnd: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
  background: vars.color.background.raised,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.overlay,
  '@media': { [media.tablet]: { display: 'none' } },
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minInlineSize: 0 });
export const total = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xs, margin: 0 });
export const totalLabel = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const totalAmount = style({ fontWeight: vars.font.weight.bold, margin: 0 });
export const reason = style({ margin: 0, color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const alert = style({ margin: 0, color: vars.color.foreground.critical, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const action = style({ flexShrink: 0 });

/** The page's own button for the same action, shown from tablets up (the bar has it on phones). */
export const wideOnly = style({ '@media': { [`screen and (max-width: ${breakpoints.tablet - 0.02}px)`]: { display: 'none' } } });
