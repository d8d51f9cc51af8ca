import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { colorModeStyle } from '@/styles/color-mode';
import { vars } from '@/styles/contract.css';
import { rtlOnly } from '@/styles/rtl';

const gridLine = `${vars.borderWidth.thin}`;

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  isolation: 'isolate',
  backgroundColor: vars.color.map.fallback,
  // A faint grid where tiles are missing, so an offline map still reads as a map.
  backgroundImage: `linear-gradient(${vars.color.map.grid} ${gridLine}, transparent ${gridLine}), linear-gradient(90deg, ${vars.color.map.grid} ${gridLine}, transparent ${gridLine})`,
  backgroundSize: `${vars.space.xxl} ${vars.space.xxl}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset },
  },
});

/** Wraps pigeon-maps; its root paints an opaque grey that would hide the fallback grid. */
export const canvas = style({ position: 'absolute', inset: 0 });
globalStyle(`${canvas} > div`, { background: 'transparent !important' });

// Bright street tiles would glare in the dark theme.
export const tile = style({ position: 'absolute', ...colorModeStyle({ dark: { filter: 'brightness(0.75) contrast(1.1)' } }) });
export const tileFailed = style({ visibility: 'hidden' });

export const route = style({ position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, pointerEvents: 'none', overflow: 'visible' });
globalStyle(`${route} path`, {
  fill: 'none',
  stroke: vars.color.map.route,
  strokeWidth: 5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  opacity: 0.9,
});
globalStyle(`${route} path:first-child`, { stroke: vars.color.background.raised, strokeWidth: 9, opacity: 0.8 });

export const marker = style({ display: 'flex', filter: `drop-shadow(0 ${vars.borderWidth.thin} ${vars.borderWidth.thin} ${vars.color.background.overlay})` });
export const markerTones = styleVariants({
  brand: { color: vars.color.map.marker },
  accent: { color: vars.color.map.markerAccent },
});

export const centerPin = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  transform: 'translate(-50%, -100%)',
  color: vars.color.map.pin,
  pointerEvents: 'none',
  zIndex: vars.z.raised,
  filter: `drop-shadow(0 ${vars.borderWidth.thick} ${vars.borderWidth.thick} ${vars.color.background.overlay})`,
  // insetInlineStart is the right edge in Arabic, so the pin is pulled back the other way.
  ...rtlOnly({ transform: 'translate(50%, -100%)' }),
});

export const controls = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.z.raised,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const control = style({ background: vars.color.background.raised, boxShadow: vars.shadow.raised });

export const notice = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.z.raised,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.background.raised,
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.xs,
  boxShadow: vars.shadow.raised,
});

export const attribution = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.z.raised,
  paddingInline: vars.space.xs,
  background: vars.color.background.raised,
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.xs,
  opacity: 0.85,
  borderStartStartRadius: vars.radius.sm,
});
