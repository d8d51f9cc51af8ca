import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const layout = style({ display: 'grid', gap: vars.space.xl, marginBlockStart: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)' } } });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
export const fields = style({ display: 'grid', gap: vars.space.md, marginBlockStart: vars.space.md });
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const couponForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', marginBlockStart: vars.space.md });
export const summary = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.sm, marginBlock: vars.space.md });
export const total = style({ fontWeight: 800, borderBlockStart: `1px solid ${vars.color.border.subtle}`, paddingBlockStart: vars.space.sm });
