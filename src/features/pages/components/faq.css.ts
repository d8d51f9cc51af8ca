import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { onHover } from '@/styles/hover';

export const faq = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const search = style({ maxInlineSize: '36rem' });
export const count = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
export const noMatch = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md });

export const topic = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginBlockStart: vars.space.sm });
export const topicTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, color: vars.color.foreground.secondary });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background.raised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}` } },
});

export const question = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: 'none',
  border: 'none',
  color: vars.color.foreground.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: `calc(-1 * ${vars.focus.width})` },
  },
  ...onHover('&:hover', { background: vars.color.background.sunken }),
});

export const chevron = style({ flexShrink: 0, color: vars.color.foreground.muted });

export const answer = style({
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  color: vars.color.foreground.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
  maxInlineSize: '72ch',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.background.sunken,
  borderRadius: vars.radius.lg,
});
