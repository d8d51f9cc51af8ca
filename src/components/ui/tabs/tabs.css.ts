import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { onHover } from '@/styles/hover';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.lg,
  paddingBlock: 0,
  background: 'none',
  borderInline: 'none',
  borderBlockStart: 'none',
  cursor: 'pointer',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
  borderBlockEnd: `${vars.borderWidth.heavy} solid transparent`,
  marginBlockEnd: `calc(-1 * ${vars.borderWidth.thin})`,
  outline: 'none',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  ...onHover('&:hover:not([data-selected], [data-disabled])', { color: vars.color.foreground.primary }),
  selectors: {
    '&[data-selected]': { color: vars.color.foreground.brand, borderBlockEndColor: vars.color.border.brand },
    '&:focus-visible': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: `calc(-1 * ${vars.focus.width})`, borderRadius: vars.radius.sm },
    '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset } },
});
