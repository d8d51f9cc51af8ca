import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const section = style({ marginBlockEnd: vars.space.xxl });
export const categories = style({ display: 'flex', gap: vars.space.md, overflowX: 'auto', paddingBlockEnd: vars.space.sm });
export const category = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, minInlineSize: '96px', fontWeight: 600, fontSize: vars.font.size.sm });
export const categoryImage = style({ inlineSize: '64px' });
export const banner = style({ borderRadius: vars.radius.lg });
export const stores = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' });
export const store = style({ display: 'flex', gap: vars.space.md, padding: vars.space.md, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border.subtle}`, background: vars.color.background.raised });
export const logo = style({ inlineSize: '56px', borderRadius: vars.radius.md, flexShrink: 0 });
export const storeBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const storeName = style({ fontSize: vars.font.size.md, fontWeight: 700 });
export const muted = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
