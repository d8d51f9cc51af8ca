/**
 * The customer's theme: dark, light, or the device's (`system`), kept in localStorage under `theme` (absent:
 * the device's) and mirrored into a cookie, so a page the server renders names it on its root
 * (`<html data-theme="…">`, common/first-screen/theme.ts). The shell's inline script then applies it before the
 * first paint without reading localStorage, whose first read in a page waits for all of it (the persisted
 * answers make it large). Without the attribute (the offline shell, a first visit) the script reads
 * localStorage as before.
 */
import { THEME_ATTRIBUTE, THEME_COOKIE, type ThemeChoice } from '@common/first-screen/theme';

const THEME_KEY = 'theme';

/** The saved choice (the device's when none is saved or storage cannot be read). */
export function savedTheme(): ThemeChoice {
  try {
    const saved = localStorage.getItem(THEME_KEY);
    return saved === 'dark' || saved === 'light' ? saved : 'system';
  } catch {
    return 'system';
  }
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(choice: ThemeChoice): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** Shows the page dark or light (the same classes and color scheme the shell's script sets). */
export function showTheme(root: HTMLElement, dark: boolean): void {
  root.classList.toggle('theme-dark', dark);
  root.classList.toggle('theme-light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Saves the customer's choice, mirrors it into the cookie and shows it. */
export function chooseTheme(root: HTMLElement, dark: boolean): void {
  showTheme(root, dark);
  try {
    localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
  } catch {
    // The choice still applies to this page.
  }
  writeCookie(dark ? 'dark' : 'light');
}

/**
 * At the app's start: the cookie follows the saved choice, and a page the server rendered for another choice
 * (the cookie was older than the storage) is shown in the saved one.
 */
export function reconcileTheme(document: Document, prefersDark: () => boolean): void {
  const choice = savedTheme();
  const root = document.documentElement;
  const named = root.getAttribute(THEME_ATTRIBUTE);
  if (named !== null && named !== choice) showTheme(root, choice === 'dark' || (choice === 'system' && prefersDark()));
  writeCookie(choice);
}
