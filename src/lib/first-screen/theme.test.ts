/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { isThemeChoice, THEME_ATTRIBUTE, THEME_COOKIE } from '@common/first-screen/theme';
import { chooseTheme, reconcileTheme, savedTheme } from './theme';

const root = () => document.documentElement;
const cookieValue = () => document.cookie.split('; ').find((entry) => entry.startsWith(`${THEME_COOKIE}=`))?.slice(THEME_COOKIE.length + 1);

afterEach(() => {
  localStorage.clear();
  document.cookie = `${THEME_COOKIE}=; Path=/; Max-Age=0`;
  root().removeAttribute(THEME_ATTRIBUTE);
  root().className = '';
  root().style.colorScheme = '';
});

describe('the theme, kept for the next page', () => {
  it('reads only the three choices (a cookie is the customer’s to edit)', () => {
    expect(['dark', 'light', 'system'].every(isThemeChoice)).toBe(true);
    for (const value of ['Dark', '', 'dark"><script>', undefined, null, 1]) expect(isThemeChoice(value)).toBe(false);
  });

  it('a choice is saved, mirrored into the cookie and shown at once', () => {
    chooseTheme(root(), true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(cookieValue()).toBe('dark');
    expect(root().classList.contains('theme-dark')).toBe(true);
    expect(root().style.colorScheme).toBe('dark');
    chooseTheme(root(), false);
    expect(savedTheme()).toBe('light');
    expect(cookieValue()).toBe('light');
    expect(root().classList.contains('theme-light')).toBe(true);
    expect(root().classList.contains('theme-dark')).toBe(false);
  });

  it('at the start, the cookie follows what is saved (nothing saved: the device’s)', () => {
    reconcileTheme(document, () => false);
    expect(cookieValue()).toBe('system');
    localStorage.setItem('theme', 'dark');
    reconcileTheme(document, () => false);
    expect(cookieValue()).toBe('dark');
  });

  it('a page rendered for an older choice is shown in the saved one; a page rendered for the saved one is left alone', () => {
    localStorage.setItem('theme', 'dark');
    root().setAttribute(THEME_ATTRIBUTE, 'light');
    root().classList.add('theme-light');
    reconcileTheme(document, () => false);
    expect(root().classList.contains('theme-dark')).toBe(true);
    expect(root().classList.contains('theme-light')).toBe(false);

    localStorage.removeItem('theme');
    root().setAttribute(THEME_ATTRIBUTE, 'light');
    reconcileTheme(document, () => true);
    expect(root().classList.contains('theme-dark')).toBe(true);

    root().className = 'theme-light';
    root().setAttribute(THEME_ATTRIBUTE, 'system');
    reconcileTheme(document, () => true);
    expect(root().className).toBe('theme-light');
  });
});
