import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingBlock: vars.space.xl });
export const title = style({ fontSize: vars.font.size.xxl, fontWeight: 800, lineHeight: 1.2 });
export const subtitle = style({ color: vars.color.foreground.secondary });
export const section = style({ marginBlockEnd: vars.space.xxl });
export const banner = style({ display: 'block' });
/** Banners are 2:1 pictures shown whole, one at a time on phones and two side by side from 900 px. */
export const bannerImage = style({ borderRadius: vars.radius.lg });
export const categories = style({ display: 'flex', gap: vars.space.md, overflowX: 'auto', paddingBlockEnd: vars.space.sm });
export const category = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: '96px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  color: vars.color.foreground.primary,
  fontWeight: 600,
  fontSize: vars.font.size.sm,
  selectors: { '&[data-hovered], a&:hover': { background: vars.color.background.sunken } },
});
export const categoryImage = style({ inlineSize: '64px' });
/** Where the sections below the categories come once the page is quiet: at least a screen's height, so the footer stays out of view until they have. */
export const laterRoom = style({ minBlockSize: '100svh' });
