/**
 * Counted strings: a key names an object with the six CLDR plural forms (Arabic uses all six), and the
 * active language's plural rule picks one.
 */
import { getLanguage, t, type TranslationKey } from '@/lib/i18n';

type PluralBase<K> = K extends `${infer Base}.other` ? Base : never;
export type PluralKey = PluralBase<TranslationKey>;

export function tCount(key: PluralKey, count: number, params: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(getLanguage()).select(count);
  return t(`${key}.${form}` as TranslationKey, { count, ...params });
}
