import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const dialogList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const dialogItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600 });
export const thumb = style({ borderRadius: vars.radius.sm, inlineSize: '60px', flexShrink: 0 });
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxBlockSize: '60vh', overflowY: 'auto' });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
});
export const lineImage = style({ inlineSize: '72px', borderRadius: vars.radius.sm, alignSelf: 'start' });
export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });
export const lineName = style({ fontWeight: 700 });
export const lineFooter = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const trip = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.sm,
});
export const tripHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const totalRow = style({ display: 'flex', justifyContent: 'space-between', fontWeight: 700, fontSize: vars.font.size.lg });
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.z.bar,
  background: vars.color.background.raised,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.overlay,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const page = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } } });
