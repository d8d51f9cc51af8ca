import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border.subtle}`, background: vars.color.background.raised });
export const itemHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, fontWeight: 700 });
export const muted = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
export const header = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: vars.space.sm, margin: 0 });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: 700, marginBlockEnd: vars.space.sm });
export const vehicle = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
