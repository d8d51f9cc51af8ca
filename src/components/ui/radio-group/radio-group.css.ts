import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { onHover } from '@/styles/hover';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: { '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg } },
});
export const cards = style({ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(${vars.size.cardMin}, 100%), 1fr))`, gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &[data-plain]:has(> input:focus-visible)': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset },
    '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});

export const dot = style({
  inlineSize: vars.size.indicator,
  blockSize: vars.size.indicator,
  flexShrink: 0,
  borderRadius: '50%',
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  transition: `border-width ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  ...onHover(`${radio}[data-plain]:hover:not([data-selected], [data-disabled]) &`, { borderColor: vars.color.foreground.primary }),
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.foreground.primary },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.background.brand, borderWidth: `calc(${vars.size.indicator} / 3)` },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${radio}[data-disabled] &`]: { borderColor: vars.color.foreground.disabled },
  },
});

export const card = style({
  position: 'relative',
  flexDirection: 'column',
  justifyContent: 'center',
  textAlign: 'center',
  blockSize: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thick} solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  ...onHover('&[data-plain]:hover:not([data-selected], [data-disabled])', { borderColor: vars.color.border.strong }),
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-selected]': { borderColor: vars.color.border.brand, background: vars.color.background.brandSoft },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

/** A check badge in the card's start corner while selected. */
export const cardCheck = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'none',
  borderRadius: '50%',
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  padding: vars.space.xxs,
  selectors: { [`${card}[data-selected] &`]: { display: 'flex' } },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const optionDescription = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
/** Descriptions of list radios line up with the label, past the dot. */
export const listDescription = style({ paddingInlineStart: `calc(${vars.size.indicator} + ${vars.space.sm})`, marginBlockStart: `calc(-1 * ${vars.space.xs})` });
