/**
 * Light and dark implementations of the contract, bound to `theme-light` / `theme-dark` on `<html>`. The
 * inline pre-paint script in index.html sets one of them from localStorage `theme` (or the system setting)
 * before the first paint; `:root` carries the light values too, so a page without the class is still styled.
 */
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { borderWidth, darkColors, darkShadows, fontFamily, fontSize, fontWeight, lightColors, lightShadows, lineHeight, motion, radius, sizes, space, zIndex } from './tokens';

const shared = {
  space,
  radius,
  font: { body: fontFamily.body, mono: fontFamily.mono, size: fontSize, lineHeight, weight: fontWeight },
  size: sizes,
  borderWidth,
  motion,
  z: zIndex,
  focus: { width: borderWidth.heavy, offset: borderWidth.thick },
};

export const lightThemeSelector = ':root, .theme-light';
export const darkThemeSelector = '.theme-dark';

createGlobalTheme(lightThemeSelector, vars, { ...shared, color: lightColors, shadow: lightShadows });
createGlobalTheme(darkThemeSelector, vars, { ...shared, color: darkColors, shadow: darkShadows });

// Native controls, scrollbars and autofill follow the active theme.
globalStyle(lightThemeSelector, { colorScheme: 'light' });
globalStyle(darkThemeSelector, { colorScheme: 'dark' });
