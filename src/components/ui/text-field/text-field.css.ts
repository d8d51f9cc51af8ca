import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.font.size.sm });
export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const input = style({
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  selectors: {
    '&[data-focused]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.foreground.critical },
    '&[data-disabled]': { opacity: 0.6 },
    '&::placeholder': { color: vars.color.foreground.muted },
  },
});
export const withTrailing = style({ paddingInlineEnd: '48px' });
export const trailing = style({ position: 'absolute', insetInlineEnd: vars.space.xxs });
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const error = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.critical, fontWeight: 500 });
export const textarea = style({ minBlockSize: '96px', resize: 'vertical' });
