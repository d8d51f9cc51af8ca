import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const card = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md, padding: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.background.brandSoft, maxInlineSize: '560px' });
export const label = style({ fontSize: vars.font.size.md, fontWeight: 600, margin: 0, color: vars.color.foreground.secondary });
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.font.size.xxl, fontWeight: 800, letterSpacing: '0.08em', userSelect: 'all', overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: 700, margin: 0 });
export const steps = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const muted = style({ color: vars.color.foreground.secondary, margin: 0 });
