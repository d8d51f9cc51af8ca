import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border.subtle}`, background: vars.color.background.raised });
export const itemHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, fontWeight: 700 });
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const header = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.lg, rowGap: vars.space.sm, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.foreground.secondary });
globalStyle(`${facts} dd`, { fontWeight: 600, minInlineSize: 0, overflowWrap: 'anywhere' });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: 700, marginBlockEnd: vars.space.sm });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const vehicle = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
});
export const thumb = style({ inlineSize: '72px', borderRadius: vars.radius.sm });
export const vehicleText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const breakdown = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: vars.space.sm, columnGap: vars.space.lg, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background.sunken, margin: 0 });
export const strong = style({ fontWeight: 800, borderBlockStart: `1px solid ${vars.color.border.subtle}`, paddingBlockStart: vars.space.sm });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
/** Desktop: facts and money beside the map and vehicles; phones: one column. */
export const layout = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)' } } });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
export const otp = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background.sunken, fontWeight: 700 });
export const saved = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.background.sunken, fontSize: vars.font.size.sm });
