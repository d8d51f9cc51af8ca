/** Styles for list boxes inside popovers (Select, ComboBox). */
import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const popover = style({
  background: vars.color.background.raised,
  color: vars.color.foreground.primary,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: `min(92vw, ${vars.size.dialogSm})`,
  zIndex: vars.z.popover,
  outline: 'none',
  overflow: 'auto',
});

export const listBox = style({ outline: 'none', maxBlockSize: vars.size.listMax, overflowY: 'auto', padding: vars.space.xs });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background.sunken },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold, color: vars.color.foreground.brand },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.thick} solid ${vars.color.border.focus}`, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
    '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});
export const optionText = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 });
export const optionDescription = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted, fontWeight: vars.font.weight.regular });
export const check = style({ flexShrink: 0, visibility: 'hidden', selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } } });
export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: vars.space.md, color: vars.color.foreground.muted, fontSize: vars.font.size.sm });

/** The Select trigger looks like an input with a chevron at the inline end. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.foreground.primary },
    '&[data-focus-visible]': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.borderWidth.thin },
    '&[data-disabled]': { background: vars.color.background.sunken, color: vars.color.foreground.disabled, cursor: 'not-allowed' },
    '[data-invalid] > &': { borderColor: vars.color.border.critical, borderWidth: vars.borderWidth.thick },
  },
});
export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.foreground.muted } },
});
