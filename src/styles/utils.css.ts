/** Shared text styles, the right-to-left icon mirror, and (re-exported) the layout helpers. */
import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { mirrorInRtlRule } from './rtl';

export { autoGrid, card, container, row, spread, stack, stackGap, visuallyHidden } from './layout.css';

/** Mirrors directional icons (chevrons, arrows) in right-to-left layouts. */
export const mirrorInRtl = style(mirrorInRtlRule);

export const muted = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
export const pageTitle = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
