import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

const wide = 'screen and (min-width: 1024px)';

export const layout = style({ display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [wide]: { gridTemplateColumns: '260px minmax(0, 1fr)' } } });
export const sidebar = style({ display: 'none', '@media': { [wide]: { display: 'block' } } });
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });
export const title = style({ fontSize: vars.font.size.xl, fontWeight: 800, lineHeight: 1.2 });
export const count = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.secondary });
export const toolbar = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const nameField = style({ flex: 1, minInlineSize: 0 });
export const nameRoom = style({ minBlockSize: vars.size.touch });
export const filtersButton = style({ '@media': { [wide]: { display: 'none' } } });
export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const fieldset = style({ border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const legend = style({ fontWeight: 600, fontSize: vars.font.size.sm, marginBlockEnd: vars.space.xs });
export const priceRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const more = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.lg });
export const end = style({ color: vars.color.foreground.muted });
/** The trip summary's room: one row of chips on wide screens, up to three on phones. */
export const tripRoom = style({ minBlockSize: '58px', '@media': { 'screen and (max-width: 599.98px)': { minBlockSize: '130px' } } });
/** The previous search's results while a changed search loads: faded only when the wait is noticeable. */
export const refreshing = style({ opacity: 0.55, transition: 'opacity 150ms ease 300ms' });
