import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

/** A readable measure: long lines of policy text tire the eye, and Arabic needs the taller line. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '72ch',
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.foreground.primary,
  overflowWrap: 'anywhere',
});

const headingBase = style({ lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.bold });

export const heading = styleVariants({
  2: [headingBase, { fontSize: vars.font.size.lg, marginBlockStart: vars.space.md }],
  3: [headingBase, { fontSize: vars.font.size.md }],
  4: [headingBase, { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }],
});

// Arabic has no italics: its emphasis is weight.
globalStyle(`${content} em:lang(ar)`, { fontStyle: 'normal', fontWeight: vars.font.weight.semibold });
globalStyle(`${content} > h2:first-child, ${content} > h3:first-child`, { marginBlockStart: 0 });

const listBase = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingInlineStart: vars.space.xl, margin: 0 });
export const bulleted = style([listBase, { listStyle: 'disc' }]);
export const ordered = style([listBase, { listStyle: 'decimal' }]);
globalStyle(`${content} li::marker`, { color: vars.color.foreground.muted });
globalStyle(`${content} li > ul, ${content} li > ol`, { marginBlockStart: vars.space.xs });

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  color: vars.color.foreground.secondary,
});
