import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: vars.space.lg });
export const cover = style({ inlineSize: '100%', blockSize: 'auto', aspectRatio: '3 / 1', maxBlockSize: '280px', objectFit: 'cover', borderRadius: vars.radius.lg, display: 'block', background: vars.color.background.sunken });
export const head = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', marginBlockStart: '-40px', paddingInline: vars.space.sm });
export const logo = style({
  inlineSize: '80px',
  blockSize: '80px',
  borderRadius: vars.radius.lg,
  border: `3px solid ${vars.color.background.surface}`,
  background: vars.color.background.raised,
  flexShrink: 0,
  '@media': { '(min-width: 720px)': { inlineSize: '96px', blockSize: '96px' } },
});
export const headText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minInlineSize: 0, paddingBlockStart: '48px' });
export const nameRow = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const name = style({ fontSize: vars.font.size.xxl, fontWeight: 800, lineHeight: 1.2 });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const panel = style({ padding: vars.space.md, borderRadius: vars.radius.lg, background: vars.color.background.raised, border: `1px solid ${vars.color.border.subtle}` });
export const offer = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', padding: vars.space.md, borderRadius: vars.radius.lg, background: vars.color.background.brandSoft, color: vars.color.foreground.primary });
export const offerTitle = style({ fontWeight: 800, fontSize: vars.font.size.lg });
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const coupons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', listStyle: 'none' });
export const coupon = style({ display: 'flex', flexDirection: 'column', padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px dashed ${vars.color.border.brand}`, fontSize: vars.font.size.sm });
export const code = style({ fontWeight: 800, letterSpacing: '0.05em' });
export const week = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.lg}`, fontSize: vars.font.size.sm, marginBlockStart: vars.space.sm });
export const today = style({ fontWeight: 800 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end', justifyContent: 'space-between', marginBlockEnd: vars.space.md });
export const search = style({ flex: '1 1 240px', maxInlineSize: '360px' });
export const tabs = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', paddingBlockEnd: vars.space.xs, marginBlockEnd: vars.space.md });
export const reviews = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', listStyle: 'none' });
export const review = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border.subtle}`, background: vars.color.background.raised });
export const reviewer = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const avatar = style({ borderRadius: '50%' });
export const footer = style({ display: 'flex', justifyContent: 'center', minBlockSize: '48px', alignItems: 'center' });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: 800, marginBlockEnd: vars.space.md });
export const dayRow = style({ display: 'contents' });
