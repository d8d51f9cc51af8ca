import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const footer = style({ background: vars.color.background.sunken, borderBlockStart: `1px solid ${vars.color.border.subtle}`, marginBlockStart: vars.space.xxl });
export const inner = style({
  maxInlineSize: '1200px',
  marginInline: 'auto',
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const heading = style({ fontSize: vars.font.size.md, fontWeight: 700 });
export const text = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const bottom = style({ textAlign: 'center', paddingBlock: vars.space.md, color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
export const socials = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
/** A round icon badge per network, named by its link for screen readers. */
export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  borderRadius: '50%',
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.primary,
  selectors: { '&[data-hovered], a&:hover': { background: vars.color.background.brand, color: vars.color.foreground.onBrand, borderColor: 'transparent' } },
});
export const stores = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
/** App store badges: dark, with the store's mark, like the stores' own. */
export const store = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  background: '#111',
  color: '#fff',
  textDecoration: 'none',
  border: '1px solid #444',
});
export const storeText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.1 });
export const storeHint = style({ fontSize: vars.font.size.xs });
export const storeName = style({ fontSize: vars.font.size.md, fontWeight: 700 });
/** The address reads like the contact rows above it: from the start edge, its pin beside the first line. */
export const address = style({ justifyContent: 'flex-start', alignItems: 'flex-start', textAlign: 'start', paddingInline: 0, blockSize: 'auto', whiteSpace: 'normal' });
globalStyle(`${address} svg`, { flexShrink: 0, marginBlockStart: '0.15em' });
/** Wallet and loyalty for a guest are buttons (they ask to sign in) that sit in the list like its links. */
export const accountLink = style({
  selectors: {
    [`${links} &`]: { alignSelf: 'flex-start', paddingInline: 0, minBlockSize: 'auto', blockSize: 'auto', fontWeight: 'inherit', fontSize: 'inherit', textAlign: 'start' },
  },
});
