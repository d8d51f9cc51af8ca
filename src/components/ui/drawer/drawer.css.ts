import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

const slideIn = keyframes({ from: { transform: 'translateX(var(--drawer-from))' }, to: { transform: 'none' } });

export const overlay = style({ position: 'fixed', inset: 0, zIndex: vars.z.overlay, background: vars.color.background.overlay });

export const panel = style({
  vars: { '--drawer-from': '100%' },
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  inlineSize: '100%',
  background: vars.color.background.raised,
  boxShadow: vars.shadow.overlay,
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '[dir="rtl"] &': { vars: { '--drawer-from': '-100%' } },
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ease-out` },
  },
});

export const startPanel = style({
  insetInlineEnd: 'auto',
  insetInlineStart: 0,
  vars: { '--drawer-from': '-100%' },
  selectors: { '[dir="rtl"] &': { vars: { '--drawer-from': '100%' } } },
});

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', blockSize: '100%', minBlockSize: 0 });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
export const heading = style({ fontSize: vars.font.size.lg, fontWeight: 700 });
export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.lg, minBlockSize: 0 });
export const footer = style({ padding: vars.space.lg, borderBlockStart: `1px solid ${vars.color.border.subtle}` });
