import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const frame = style({ position: 'relative', overflow: 'hidden', borderRadius: vars.radius.lg, background: vars.color.background.sunken, isolation: 'isolate' });
export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  padding: vars.space.sm,
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.muted,
  backgroundImage: `linear-gradient(${vars.color.border.subtle} 1px, transparent 1px), linear-gradient(90deg, ${vars.color.border.subtle} 1px, transparent 1px)`,
  backgroundSize: '32px 32px',
  zIndex: -1,
});
export const centerPin = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  transform: 'translate(-50%, -100%)',
  color: vars.color.foreground.critical,
  pointerEvents: 'none',
  selectors: { '[dir="rtl"] &': { transform: 'translate(50%, -100%)' } },
});
export const controls = style({ position: 'absolute', insetInlineEnd: vars.space.sm, insetBlockStart: vars.space.sm, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const route = style({ pointerEvents: 'none' });
globalStyle(`${route} polyline`, { fill: 'none', stroke: '#1f6feb', strokeWidth: 5, strokeLinecap: 'round', strokeLinejoin: 'round', opacity: 0.85 });
