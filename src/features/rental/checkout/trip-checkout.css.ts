import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const layout = style({ display: 'grid', gap: vars.space.xl, marginBlockStart: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)' } } });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
export const fields = style({ display: 'grid', gap: vars.space.md, marginBlockStart: vars.space.md });
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const couponForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', marginBlockStart: vars.space.md });
export const summary = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.sm, marginBlock: vars.space.md });
export const total = style({ fontWeight: 800, borderBlockStart: `1px solid ${vars.color.border.subtle}`, paddingBlockStart: vars.space.sm });
export const couponField = style({ flex: 1, minInlineSize: 0 });
export const title = style({ fontSize: vars.font.size.lg, fontWeight: 700, marginBlockEnd: vars.space.sm });
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
});
export const lineImage = style({ inlineSize: '72px', borderRadius: vars.radius.sm });
export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const lineName = style({ fontWeight: 700 });
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const failed = style({ color: vars.color.foreground.critical, fontWeight: 600 });
export const alert = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background.sunken, color: vars.color.foreground.critical, marginBlockEnd: vars.space.md });
