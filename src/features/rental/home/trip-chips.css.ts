import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
});
export const chips = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', flex: 1, minInlineSize: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxInlineSize: '100%',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.background.sunken,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
});
export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minInlineSize: 0, unicodeBidi: 'plaintext' });
