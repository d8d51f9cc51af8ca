import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &[data-plain]:has(> input:focus-visible)': { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset },
    '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});

/** A plain (native) switch's label: on as its input is checked. */
const plainOn = `${root}[data-plain]:has(> input:checked) &`;

const travel = `calc(${vars.size.switchTrackInline} - ${vars.size.switchThumb} - 2 * ${vars.space.xxs} - 2 * ${vars.borderWidth.thin})`;

export const track = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  inlineSize: vars.size.switchTrackInline,
  blockSize: vars.size.switchTrackBlock,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  background: vars.color.background.sunken,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${root}[data-selected] &, ${plainOn}`]: { background: vars.color.background.brand, borderColor: vars.color.background.brand },
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  inlineSize: vars.size.switchThumb,
  blockSize: vars.size.switchThumb,
  borderRadius: '50%',
  background: vars.color.foreground.muted,
  boxShadow: vars.shadow.raised,
  transition: `transform ${vars.motion.fast} ${vars.motion.easeOut}`,
  selectors: {
    [`${root}[data-selected] &, ${plainOn}`]: { transform: `translateX(${travel})`, background: vars.color.foreground.onBrand },
    [`[dir="rtl"] ${root}[data-selected] &, [dir="rtl"] ${plainOn}`]: { transform: `translateX(calc(-1 * ${travel}))` },
  },
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
