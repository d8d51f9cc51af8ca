// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ar as arWithoutHelp } from '../locales/ar';
import arHelp from '../locales/ar/help.json';
import { en } from '../locales/en';
import { directionOf, PLURAL_CATEGORIES, resetToEnglish, setLanguage, t, tp, enablePseudoLocale } from './i18n';

// The help page's questions are a file of their own in Arabic too (they load with that page).
const ar = { ...arWithoutHelp, help: arHelp };
const CATEGORIES: readonly string[] = PLURAL_CATEGORIES;
const isPlural = (node: unknown): node is Record<string, string> =>
  node !== null && typeof node === 'object' && 'other' in node && Object.keys(node).every((key) => CATEGORIES.includes(key));

/** Paths of messages; a plural message (an object of CLDR categories) counts as one path. */
function leafPaths(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object' || isPlural(node)) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

const at = (root: unknown, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);

/** The plural categories a language's rules can select. */
function categoriesOf(language: string): string[] {
  const rules = new Intl.PluralRules(language);
  const found = new Set<string>();
  for (let n = 0; n <= 200; n++) found.add(rules.select(n));
  return CATEGORIES.filter((category) => found.has(category));
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
      const english = at(en, path);
      const arabic = at(ar, path);
      if (isPlural(english)) continue;
      expect(typeof arabic, path).toBe('string');
      expect((arabic as string).trim(), path).not.toBe('');
      expect(placeholders(arabic as string), path).toEqual(placeholders(english as string));
    }
  });

  it('plural messages give every form each language needs, with only the English placeholders', () => {
    const plurals = leafPaths(en).filter((path) => isPlural(at(en, path)));
    expect(plurals.length).toBeGreaterThan(0);
    for (const [language, dictionary] of [['en', en], ['ar', ar]] as const) {
      for (const path of plurals) {
        const forms = at(dictionary, path);
        expect(isPlural(forms), `${language} ${path}`).toBe(true);
        expect(Object.keys(forms as object).sort(), `${language} ${path}`).toEqual(categoriesOf(language).sort());
        const allowed = new Set(placeholders((at(en, path) as Record<string, string>).other ?? ''));
        for (const text of Object.values(forms as Record<string, string>)) {
          expect(text.trim(), `${language} ${path}`).not.toBe('');
          for (const name of placeholders(text)) expect(allowed.has(name), `${language} ${path} {{${name}}}`).toBe(true);
        }
      }
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

  it('chooses plural forms by each language rules', async () => {
    expect(tp('rental.available', 1)).toBe('1 vehicle available');
    expect(tp('rental.available', 3)).toBe('3 vehicles available');
    await setLanguage('ar');
    expect(tp('rental.available', 2)).toBe('مركبتان متاحتان');
    expect(tp('rental.available', 5)).toBe('5 مركبات متاحة');
    expect(tp('rental.available', 11)).toBe('11 مركبة متاحة');
    await setLanguage('en');
  });

  it('keeps every English string of a table whose strings come in two parts (the first screen\'s and the rest)', () => {
    // A store home's card and a store's page share the catalogue's `store` table; the test setup loaded both parts.
    expect(t('catalog.store.openNow')).toBe(en.catalog.store.openNow);
    expect(t('catalog.store.notFound')).toBe(en.catalog.store.notFound);
    // The cart's dialogs are the rest of the rental table, the trip's facts its first part.
    expect(t('rental.providerConflictTitle')).toBe(en.rental.providerConflictTitle);
    expect(t('rental.tripSummary')).toBe(en.rental.tripSummary);
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
