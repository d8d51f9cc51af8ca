import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});
export const title = style({ fontSize: vars.font.size.xxl, fontWeight: 800, lineHeight: 1.2 });
export const subtitle = style({ color: vars.color.foreground.secondary, maxInlineSize: '60ch' });
export const section = style({ marginBlockEnd: vars.space.xxl });
export const bannerImage = style({ borderRadius: vars.radius.lg });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const category = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.xs,
  blockSize: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  textDecoration: 'none',
  color: vars.color.foreground.primary,
  selectors: { '&[data-hovered], a&:hover': { background: vars.color.background.sunken } },
});
export const categoryImage = style({ inlineSize: '72px' });
export const categoryName = style({ fontWeight: 700 });
export const muted = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  counterReset: 'step',
});
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.background.sunken,
});
export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.space.xl,
  blockSize: vars.space.xl,
  borderRadius: vars.radius.pill,
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontWeight: 700,
});
export const stepTitle = style({ fontWeight: 700, fontSize: vars.font.size.md });
export const reasons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const reason = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', padding: vars.space.md, borderRadius: vars.radius.lg, border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}` });
export const reasonImage = style({ inlineSize: '56px', flexShrink: 0 });
export const reasonText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
