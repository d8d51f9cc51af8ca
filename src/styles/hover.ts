/**
 * Hover for controls whose states are the browser's (plain buttons, native fields, tabs): only on a device
 * whose pointer hovers (`media.hover`), so a tap on a phone leaves no hover behind, as react-aria's own
 * `[data-hovered]` does. Spread into `style()`; it sets `@media`, so a style takes one such block.
 *
 *   export const tab = style({ color: vars.color.foreground.secondary, ...onHover('&:hover', { color: vars.color.foreground.primary }) });
 */
import type { StyleRule } from '@vanilla-extract/css';
import { media } from './tokens';

type HoverRule = Omit<StyleRule, 'selectors' | '@media' | '@supports' | '@container' | '@layer' | 'vars'>;

export function onHover(selector: string, rule: HoverRule): StyleRule {
  return { '@media': { [media.hover]: { selectors: { [selector]: rule } } } } as StyleRule;
}
