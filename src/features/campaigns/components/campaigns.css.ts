import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
});
export const image = style({ inlineSize: '100%', aspectRatio: '2 / 1', objectFit: 'cover', display: 'block', background: vars.color.background.sunken });
export const itemImage = style({ inlineSize: '100%', aspectRatio: '2 / 1', objectFit: 'cover', display: 'block', background: vars.color.background.sunken });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, flex: 1 });
export const name = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const muted = style({ margin: 0, color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginBlockStart: 'auto', flexWrap: 'wrap' });
export const hero = style({ inlineSize: '100%', maxBlockSize: '320px', objectFit: 'cover', borderRadius: vars.radius.lg, display: 'block', background: vars.color.background.sunken });
export const cardLink = style({ display: 'block', color: 'inherit', textDecoration: 'none' });
/** An item campaign's own name, above the item's. */
export const campaignName = style({ display: 'flex' });
