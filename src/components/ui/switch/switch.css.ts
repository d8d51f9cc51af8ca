import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm } },
});
export const track = style({
  inlineSize: '42px',
  blockSize: '24px',
  borderRadius: vars.radius.pill,
  background: vars.color.border.strong,
  padding: '3px',
  display: 'flex',
  transition: `background ${vars.motion.fast}`,
  selectors: { [`${root}[data-selected] &`]: { background: vars.color.background.brand } },
});
export const thumb = style({
  inlineSize: '18px',
  blockSize: '18px',
  borderRadius: '50%',
  background: '#fff',
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    [`${root}[data-selected] &`]: { transform: 'translateX(18px)' },
    [`[dir="rtl"] ${root}[data-selected] &`]: { transform: 'translateX(-18px)' },
  },
});
