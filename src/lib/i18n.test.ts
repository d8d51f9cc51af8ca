// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ar } from '../locales/ar';
import { en } from '../locales/en';
import { directionOf, resetToEnglish, setLanguage, t, enablePseudoLocale } from './i18n';

function leafPaths(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('dictionaries', () => {
  it('Arabic has exactly the English keys', () => {
    expect(leafPaths(ar).sort()).toEqual(leafPaths(en).sort());
  });

  it('every Arabic string is non-empty and keeps the English placeholders', () => {
    for (const path of leafPaths(en)) {
      const english = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en) as string;
      const arabic = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], ar) as string;
      expect(typeof arabic, path).toBe('string');
      expect(arabic.trim(), path).not.toBe('');
      // Plural forms for 0, 1 and 2 may name the number in words ("منتجان") instead of through {{count}}.
      const wordedCount = /\.(zero|one|two)$/.test(path);
      const expected = wordedCount ? placeholders(english).filter((name) => name !== 'count') : placeholders(english);
      expect(placeholders(arabic).filter((name) => !wordedCount || name !== 'count'), path).toEqual(expected);
    }
  });
});

describe('t and setLanguage', () => {
  it('interpolates parameters', () => {
    expect(t('common.ratingLabel', { value: 4.5 })).toBe('Rated 4.5 out of 5');
  });

  it('switches to Arabic and sets lang and dir on the document', async () => {
    await setLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(t('common.close')).toBe('إغلاق');
    await setLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('throws on a missing key in tests so untranslated strings cannot ship', () => {
    expect(() => t('common.doesNotExist' as never)).toThrow(/Missing translation/);
  });

  it('renders keys in the pseudo-locale', () => {
    enablePseudoLocale();
    expect(t('common.close')).toBe('[[common.close]]');
    resetToEnglish();
  });

  it('knows right-to-left languages', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
