// The form's own styles (not the shared layout helpers): importing `@/styles/utils.css` here made rolldown
// split shared field chunks and cost every route about 1.5 KB gzip (see src/components/ui/README.md).
import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const card = style({
  background: vars.color.background.raised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.raised,
});
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const fields = style({ display: 'grid', gap: vars.space.md, marginBlockStart: vars.space.md });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const empty = style({ color: vars.color.foreground.secondary, marginBlock: vars.space.sm });
export const summary = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.xs, columnGap: vars.space.md, marginBlockStart: vars.space.md });
