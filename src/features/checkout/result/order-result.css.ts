import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const result = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: vars.space.md, maxInlineSize: '560px', marginInline: 'auto', paddingBlock: vars.space.xl });
const icon = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', inlineSize: '64px', blockSize: '64px', borderRadius: '50%', background: vars.color.background.sunken });
export const iconDone = style([icon, { color: vars.color.foreground.positive }]);
export const iconFailed = style([icon, { color: vars.color.foreground.critical }]);
export const amount = style({ display: 'flex', gap: vars.space.xs, alignItems: 'baseline', fontWeight: 700 });
export const muted = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center', marginBlockStart: vars.space.sm });
