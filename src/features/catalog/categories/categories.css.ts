import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg });
export const title = style({ fontSize: vars.font.size.xl, fontWeight: 800, lineHeight: 1.2 });
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', listStyle: 'none' });
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.sm, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border.subtle}`, background: vars.color.background.raised, blockSize: '100%' });
export const cardLink = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, textDecoration: 'none', color: vars.color.foreground.primary, fontWeight: 700, textAlign: 'center' });
export const image = style({ borderRadius: vars.radius.md, inlineSize: '96px', blockSize: '96px' });
export const subs = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.md}`, justifyContent: 'center', listStyle: 'none', fontSize: vars.font.size.xs });
export const chips = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', listStyle: 'none', paddingBlockEnd: vars.space.xs });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const filter = style({ minInlineSize: '200px' });
export const footer = style({ display: 'flex', justifyContent: 'center', minBlockSize: '48px', alignItems: 'center' });
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
