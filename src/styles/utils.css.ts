import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Mirrors directional icons (chevrons, arrows) in right-to-left layouts. */
export const mirrorInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const spread = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const muted = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
export const pageTitle = style({ fontSize: vars.font.size.xl, fontWeight: 700, lineHeight: 1.25 });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: 700 });
export const card = style({
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.raised,
});
export const container = style({ inlineSize: '100%', maxInlineSize: '1200px', marginInline: 'auto', paddingInline: vars.space.lg });
