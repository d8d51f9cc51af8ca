import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });

/** Codes read left to right in every language, so the boxes keep that order in Arabic too. */
export const boxes = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center', direction: 'ltr' });

export const box = style({
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  minInlineSize: 0,
  flex: '0 1 auto',
  textAlign: 'center',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  selectors: {
    '&:focus': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.borderWidth.thin },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical, borderWidth: vars.borderWidth.thick },
    '&:disabled': { background: vars.color.background.sunken, color: vars.color.foreground.disabled },
  },
});

export const error = style({ color: vars.color.foreground.critical, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, textAlign: 'center' });
