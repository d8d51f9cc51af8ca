/**
 * Right-to-left helpers. Layout mirrors by itself because every style uses logical properties
 * (`paddingInlineStart`, `insetInlineEnd`, `textAlign: 'start'`); only things with a drawn direction need
 * help: chevrons and arrows, transforms and slide animations. Use inside `style()` in a `.css.ts` file.
 */
import type { StyleRule } from '@vanilla-extract/css';

type Selectors = NonNullable<StyleRule['selectors']>;

export const RTL_SELECTOR = '[dir="rtl"] &';

/** Flips a directional icon horizontally in right-to-left documents. */
export const mirrorInRtlRule: StyleRule = { selectors: { [RTL_SELECTOR]: { transform: 'scaleX(-1)' } } };

/** A rule applied only in right-to-left documents (e.g. a transform that must go the other way). */
export function rtlOnly(rule: Selectors[string]): StyleRule {
  return { selectors: { [RTL_SELECTOR]: rule } };
}

/** `translateX` along the inline axis: positive moves towards the inline end in both directions. */
export function inlineTranslate(distance: string): { ltr: string; rtl: string } {
  return { ltr: `translateX(${distance})`, rtl: `translateX(calc(-1 * ${distance}))` };
}
