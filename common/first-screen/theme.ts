/**
 * The customer's theme as it travels with a page request: the cookie the app mirrors it into and the root
 * attribute a page the server renders names it with (`<html data-theme="…">`), so the shell's inline script
 * applies it before the first paint without reading localStorage (src/lib/first-screen/theme.ts keeps and
 * shows it). Shared by the server (which reads the cookie) and the app (which writes it): pure, no I/O.
 */
export const THEME_COOKIE = 'storefront_theme';
export const THEME_ATTRIBUTE = 'data-theme';

export type ThemeChoice = 'dark' | 'light' | 'system';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'dark' || value === 'light' || value === 'system';
}
