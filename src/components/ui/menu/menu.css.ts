import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const menu = style({ outline: 'none', padding: vars.space.xs, minInlineSize: vars.size.menuMin, maxBlockSize: 'inherit', overflowY: 'auto' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  color: vars.color.foreground.primary,
  selectors: {
    '&[data-focused]': { background: vars.color.background.sunken },
    '&[data-pressed]': { background: vars.color.background.brandSoft },
    '&[data-focus-visible]': { outline: `${vars.borderWidth.thick} solid ${vars.color.border.focus}`, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
    '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});

export const tones = styleVariants({
  default: {},
  danger: { color: vars.color.foreground.critical },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const itemDescription = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.muted });

export const section = style({
  selectors: { '& + &': { borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`, marginBlockStart: vars.space.xs, paddingBlockStart: vars.space.xs } },
});
export const sectionHeader = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
