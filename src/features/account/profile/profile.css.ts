import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxInlineSize: '40rem' });
export const columns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))' });
export const alert = style({ color: vars.color.foreground.critical, margin: 0 });

export const photo = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const avatar = style({
  inlineSize: '96px',
  blockSize: '96px',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.background.sunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});
export const photoText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });
export const fileLabel = style({
  cursor: 'pointer',
  selectors: { '&:focus-within': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset } },
});
/** The native file input stays focusable and named, hidden behind its label. */
export const fileInput = style({ position: 'absolute', inlineSize: '1px', blockSize: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap', margin: '-1px', padding: 0, border: 0 });
export const hint = style({ margin: 0, color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });

export const danger = style({
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});
