/**
 * Per-mode tweaks for a style, for the rare case a semantic variable is not enough (a shadow that should
 * disappear in dark mode, an image that needs dimming). The light rule is the default; the dark rule applies
 * under `.theme-dark` on `<html>`. Use inside `style()` in a `.css.ts` file:
 *
 *   export const photo = style(colorModeStyle({ dark: { filter: 'brightness(0.85)' } }));
 *   export const card = style({ padding: vars.space.md, ...colorModeStyle({ dark: { boxShadow: 'none' } }) });
 *
 * Spreading overwrites any `selectors` of the surrounding style; pass those in `base` instead.
 */
import type { StyleRule } from '@vanilla-extract/css';

type ModeProperties = Omit<StyleRule, 'selectors' | '@media' | '@supports' | '@container' | '@layer' | 'vars'>;
type Selectors = NonNullable<StyleRule['selectors']>;

export const DARK_MODE_CLASS = 'theme-dark';
export const LIGHT_MODE_CLASS = 'theme-light';

export function colorModeStyle({ light, dark, selectors }: { light?: ModeProperties; dark?: ModeProperties; selectors?: Selectors }): StyleRule {
  const merged: Selectors = { ...selectors };
  if (dark) merged[`.${DARK_MODE_CLASS} &`] = dark as Selectors[string];
  return { ...light, selectors: merged };
}
