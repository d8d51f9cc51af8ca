/**
 * Translations through one typed wrapper around rosetta.
 *
 * - Keys are dot paths into the English dictionary (`t('rental.cart.empty')`), checked by TypeScript.
 * - English ships in six parts: the shell's strings with the entry chunk; the rental screens' in a lazy file
 *   they load beside their code (`loadRentalStrings`); the store-based modules' catalogue in a lazy file their
 *   browsing screens load beside theirs (`loadCatalogueStrings`); the checkouts' in a lazy chunk the checkout
 *   loads beside its code (`loadCheckoutStrings`); the help page's questions in a lazy file that page loads
 *   (`loadHelpStrings`); the rest (accounts, carts, orders, trips, pages) in a lazy chunk that other routes and
 *   panels load beside theirs (`loadDeferredStrings`, which loads every other part but the help page's too, as
 *   every page does once its first screen works). Other languages are lazy chunks loaded whole before the
 *   first render, but for the help page's questions, which load with that page in every language.
 *   A language change reloads the page (the spec asks for it), so the active locale never changes at runtime.
 * - A missing key throws in development and tests, and in production logs an error and falls back to English
 *   (then the key).
 */
import rosetta from 'rosetta';
import { isolate } from './bidi';
import type { Dictionary } from '../locales/en';
import { coreEn } from '../locales/en/core';

type Join<K extends string, P extends string> = `${K}.${P}`;
type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends Record<string, unknown> ? Join<K, LeafKeys<T[K]>> : never;
}[keyof T & string];

export type TranslationKey = LeafKeys<Dictionary>;
export type TranslationParams = Record<string, string | number>;
/** A message with plural forms: an object of CLDR categories (`one`, `other`, and for Arabic `zero`, `two`, `few`, `many`). */
export type PluralKey = { [K in TranslationKey]: K extends `${infer Base}.other` ? Base : never }[TranslationKey];

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export type Language = 'en' | 'ar';

export interface LanguageOption {
  code: Language;
  country: string;
  direction: 'ltr' | 'rtl';
  /** Name of the language in that language, so it can be found by people who do not read the current one. */
  nativeName: string;
}

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', country: 'US', direction: 'ltr', nativeName: 'English' },
  { code: 'ar', country: 'SA', direction: 'rtl', nativeName: 'العربية' },
];

/** Languages written right to left (the list is longer than the languages we ship, as operators may add more). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'ku', 'dv', 'yi']);

export function directionOf(language: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(language.split('-')[0] ?? language) ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((option) => option.code === value);
}

const i18n = rosetta<Dictionary>({ en: coreEn as Dictionary });
i18n.locale('en');

const strict = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** Text that reads the same wherever it sits in a sentence of the language: its own letters, digits and spaces. */
const PLAIN: Record<Language, RegExp> = { en: /^[\p{Script=Latin}\p{Nd}\s]*$/u, ar: /^[\p{Script=Arabic}\p{Nd}\s]*$/u };

/**
 * The values a message shows, isolated when the active language is written right to left: an amount, a time
 * range, a phone number or a name in Latin letters then keeps its own order inside the sentence ("(25-35 min)"
 * would otherwise read "(min 35-25)"). A plain number or a word in the language's own letters needs nothing.
 * Left-to-right languages get the values as they are.
 */
function shown(params: TranslationParams | undefined): TranslationParams | undefined {
  const language = i18n.locale() as Language;
  if (!params || directionOf(language) !== 'rtl') return params;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const text = String(value);
      return [name, PLAIN[language].test(text) ? text : isolate(text)];
    }),
  );
}

/** Translate a key in the active language. */
export function t(key: TranslationKey, params?: TranslationParams): string {
  const found = i18n.t(key, shown(params));
  if (found !== '') return found;
  const message = `Missing translation for "${key}" in "${i18n.locale()}"`;
  if (strict) throw new Error(message);
  // An error, not a warning: a screen showing a key whose strings it did not load is a defect the browser tests catch.
  console.error(message);
  return i18n.t(key, params, 'en') || key;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(count: number): string {
  const language = i18n.locale();
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * Translate a message with plural forms for `count` ("1 vehicle", "2 vehicles"; Arabic has six forms). The
 * count is passed to the message as `{{count}}`; a language without the form the count needs uses `other`.
 */
export function tp(key: PluralKey, count: number, params?: TranslationParams): string {
  const values = { count, ...params };
  const found = i18n.t(`${key}.${pluralCategory(count)}`, shown(values));
  return found !== '' ? found : t(`${key}.other` as TranslationKey, values);
}

/** Translate a key chosen at runtime (from data); unknown keys return the fallback instead of throwing. */
export function tMaybe(key: string, fallback: string, params?: TranslationParams): string {
  return i18n.t(key, shown(params)) || i18n.t(key, params, 'en') || fallback;
}

/**
 * The parts that say something (an address's house, floor, road and place; a contact's name and phone) as one
 * list in the active language: its separator ("، " in Arabic), each part isolated in a right-to-left language
 * so "Floor 7" never reads "7 ,Floor".
 */
export function joinParts(parts: readonly (string | null | undefined)[]): string {
  const rtl = directionOf(i18n.locale()) === 'rtl';
  return parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .map((part) => (rtl ? isolate(part) : part))
    .join(t('common.listSeparator'));
}

/** The letters each language is written in: the operator's words in another script are not the customer's words. */
const SCRIPTS: Record<Language, RegExp> = { en: /\p{Script=Latin}/u, ar: /\p{Script=Arabic}/u };

/**
 * Words the operator typed once, in one language (the name of the service charge, a payment gateway's title):
 * shown as typed to customers reading that script, and in the app's own words (`own`, from the dictionaries)
 * to the others, when the app has words for them.
 */
export function operatorWords(typed: string, own: string | null | undefined): string {
  if (!own || typed.trim() === '') return own || typed;
  return SCRIPTS[getLanguage()].test(typed) ? typed : own;
}

export function getLanguage(): Language {
  const current = i18n.locale();
  return isLanguage(current) ? current : 'en';
}

type StringsPart = 'catalogue' | 'catalogueMore' | 'rental' | 'rentalMore' | 'checkouts' | 'help' | 'deferred';

/** Some of the dictionary's strings: any of its tables, each whole or in part. */
type SomeOf<T> = { [Key in keyof T]?: T[Key] extends string ? T[Key] : SomeOf<T[Key]> };
type SomeStrings = SomeOf<Dictionary>;

const lazyStrings: Record<StringsPart, () => Promise<SomeStrings>> = {
  // The JSON itself is the lazy module: a file of its own, which the build never groups with other screens' code.
  catalogue: () => import('../locales/en/catalog.json').then((module) => ({ catalog: module.default })),
  // The rest of the catalogue's namespace: an item (its card, page and dialog), a store's page, categories' filters, the flash sale.
  catalogueMore: () => import('../locales/en/catalog-more.json').then((module) => ({ catalog: module.default })),
  rental: () => import('../locales/en/rental.json').then((module) => ({ rental: module.default })),
  // The rest of the rental namespace: the trip cart's dialogs and messages, the search's filters, a provider's page.
  rentalMore: () => import('../locales/en/rental-more.json').then((module) => ({ rental: module.default })),
  checkouts: () => import('../locales/en/checkouts').then((module) => module.checkoutsEn),
  help: () => import('../locales/en/help.json').then((module) => ({ help: module.default })),
  deferred: () => import('../locales/en/deferred').then((module) => module.deferredEn),
};
const partsLoading = new Map<StringsPart, Promise<void>>();

const isTable = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Strings joined into what is loaded of the same tables already (a namespace comes in more than one part; rosetta replaces a namespace whole). */
function joined(loaded: unknown, strings: Record<string, unknown>): Record<string, unknown> {
  const into: Record<string, unknown> = isTable(loaded) ? { ...loaded } : {};
  for (const [key, value] of Object.entries(strings)) into[key] = isTable(value) ? joined(into[key], value) : value;
  return into;
}

/**
 * Loads one lazy part of the English strings (once; later calls share the same promise). Failing (offline before
 * the chunk was cached) leaves the keys' English fallback to the caller's error boundary rather than blocking
 * the screen, and a later call tries again.
 */
function loadStrings(part: StringsPart): Promise<void> {
  let loading = partsLoading.get(part);
  if (!loading) {
    loading = lazyStrings[part]()
      .then((table) => void i18n.set('en', joined(i18n.table('en'), table) as Dictionary))
      .catch((error: unknown) => {
        partsLoading.delete(part);
        console.warn('Could not load strings', error);
      });
    partsLoading.set(part, loading);
  }
  return loading;
}

/** Loads the store-based modules' catalogue strings, all their browsing screens (home, store, item, categories) show. */
export function loadCatalogueStrings(): Promise<void> {
  return Promise.all([loadStrings('catalogue'), loadStrings('catalogueMore')]).then(() => undefined);
}

/**
 * Loads what a store module's home shows on its first screen, not the rest of the catalogue's (a food home opens
 * with cuisines and restaurants; the parts that show items load `loadCatalogueStrings` beside them).
 */
export function loadStoreHomeStrings(): Promise<void> {
  return loadStrings('catalogue');
}

/** Loads the rental screens' strings (home, search, vehicle and provider pages, the trip search, the trip cart's dialogs and messages). */
export function loadRentalStrings(): Promise<void> {
  return Promise.all([loadStrings('rental'), loadStrings('rentalMore')]).then(() => undefined);
}

/**
 * Loads what the rental home, the vehicle search, a vehicle's page and the trip checkout show, not the rest of the
 * rental strings (the search's filters and the cart's dialogs and messages load `loadRentalStrings` before they show).
 */
export function loadRentalPageStrings(): Promise<void> {
  return loadStrings('rental');
}

/** Loads the checkouts' strings (the trip's and the items': forms, lines, amounts, the contact and address cards). */
export function loadCheckoutStrings(): Promise<void> {
  return loadStrings('checkouts');
}

/** The help page's questions in the languages other than English (each a file of its own, like English's). */
const translatedHelp: Partial<Record<Language, () => Promise<Pick<Dictionary, 'help'>>>> = {
  ar: () => import('../locales/ar/help.json').then((module) => ({ help: module.default })),
};
const translatedHelpLoading = new Map<Language, Promise<void>>();

/**
 * Loads the help page's questions: in English (every key's fallback) and in the active language. Like the
 * other parts, a failure leaves the English fallback and a later call tries again.
 */
export function loadHelpStrings(): Promise<void> {
  const language = getLanguage();
  const load = translatedHelp[language];
  if (!load) return loadStrings('help');
  let loading = translatedHelpLoading.get(language);
  if (!loading) {
    loading = load()
      .then((table) => void i18n.set(language, table as Dictionary))
      .catch((error: unknown) => {
        translatedHelpLoading.delete(language);
        console.warn('Could not load strings', error);
      });
    translatedHelpLoading.set(language, loading);
  }
  return Promise.all([loadStrings('help'), loading]).then(() => undefined);
}

/**
 * Loads every English string beyond the entry's: the catalogue's, the rental screens', the checkouts' and the
 * rest. Lazy screens and panels that show them await this beside their own chunk.
 */
export function loadDeferredStrings(): Promise<void> {
  return Promise.all([loadStrings('catalogue'), loadStrings('catalogueMore'), loadStrings('rental'), loadStrings('rentalMore'), loadStrings('checkouts'), loadStrings('deferred')]).then(() => undefined);
}

const loaders: Record<Language, () => Promise<Dictionary>> = {
  en: () => Promise.resolve(coreEn as Dictionary),
  // The help page's questions come with that page (loadHelpStrings).
  ar: () => import('../locales/ar').then((module) => module.ar as Dictionary),
};

/**
 * Load and activate a language, and mirror it on `<html lang dir>` so CSS logical properties flip the layout.
 * Falls back to English when the language chunk cannot be loaded (for example offline before it was cached).
 */
export async function setLanguage(language: Language, root: HTMLElement | null = globalThis.document?.documentElement ?? null): Promise<Language> {
  let applied: Language = language;
  try {
    i18n.set(language, await loaders[language]());
  } catch (error) {
    console.warn('Could not load language, using English', error);
    applied = 'en';
  }
  i18n.locale(applied);
  // Written only when they change: the server's page already has them right, and a `dir` write may restyle it all.
  if (root && root.lang !== applied) root.lang = applied;
  if (root && root.dir !== directionOf(applied)) root.dir = directionOf(applied);
  return applied;
}

/** For tests: render every key as `[[key]]` to prove a view translates everything it shows. */
export function enablePseudoLocale(): void {
  const pseudo = (node: unknown, path: string[]): unknown =>
    node !== null && typeof node === 'object'
      ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, pseudo(v, [...path, k])]))
      : `[[${path.join('.')}]]`;
  i18n.set('pseudo', pseudo(i18n.table('en') ?? {}, []) as Dictionary);
  i18n.locale('pseudo');
}

export function resetToEnglish(): void {
  i18n.locale('en');
}
