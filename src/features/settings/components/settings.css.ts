import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxInlineSize: '720px' });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border.subtle}`, background: vars.color.background.raised });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: 700, margin: 0 });
export const setting = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap', paddingBlock: vars.space.xs });
export const label = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0, flex: '1 1 240px' });
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm, margin: 0 });
