import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const hero = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: `linear-gradient(160deg, ${vars.color.background.brandSoft}, ${vars.color.background.surface})`,
});
export const card = style({
  inlineSize: '100%',
  maxInlineSize: '560px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  background: vars.color.background.raised,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: vars.shadow.overlay,
});
export const title = style({ fontSize: vars.font.size.xxl, fontWeight: 800, lineHeight: 1.2 });
export const subtitle = style({ color: vars.color.foreground.secondary });
