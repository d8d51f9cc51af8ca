/**
 * Lenient readers for the catalogue's query parameters, bounded so no input reaches SQL unchecked: `type`
 * (all | veg | non_veg), `filter` word lists (JSON array text or comma separated), id lists (`category_ids`
 * as JSON array text, CSV or a single id), prices, minimum rating and search text. Unknown words and
 * malformed values are ignored, as the backend ignores them.
 */
import { parseJsonArray } from '../../http/input';

export type VegType = 'all' | 'veg' | 'non_veg';

const MAX_LIST = 50;
export const MAX_TEXT = 100;

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

export function vegType(value: unknown): VegType {
  const text = String(first(value) ?? '').toLowerCase();
  return text === 'veg' || text === 'non_veg' ? text : 'all';
}

/** Words of a `filter` parameter (`["popular","high"]`, `popular,high`, `popular`), lower-cased, only the known ones. */
export function filterWords<T extends string>(value: unknown, known: readonly T[]): T[] {
  const raw = first(value);
  if (raw === undefined || raw === null) return [];
  const list = parseJsonArray(raw) ?? String(raw).split(',');
  const words = list.map((word) => String(word).trim().toLowerCase()).filter((word): word is T => (known as readonly string[]).includes(word));
  return [...new Set(words)].slice(0, MAX_LIST);
}

/** Positive integer ids from `[1,2]`, `"1,2"`, `3` or `["4"]`; anything else dropped. */
export function idList(value: unknown): number[] {
  const raw = first(value);
  if (raw === undefined || raw === null || raw === '') return [];
  const list = parseJsonArray(raw) ?? String(raw).split(',');
  const ids = list.map((entry) => Number(typeof entry === 'string' ? entry.trim() : entry)).filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_LIST);
}

/** A finite non-negative number, or null. */
export function amount(value: unknown): number | null {
  const raw = first(value);
  if (raw === undefined || raw === null || raw === '' || typeof raw === 'object') return null;
  const number = Number(raw);
  return Number.isFinite(number) && number >= 0 && number < 1e12 ? number : null;
}

/** Trimmed search text, at most MAX_TEXT characters; '' when absent. */
export function searchText(value: unknown): string {
  const raw = first(value);
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().slice(0, MAX_TEXT) : '';
}

/** `LIKE` pattern for a word, with the wildcards in it escaped (`ESCAPE '\'`). */
export function likeWord(word: string, where: 'prefix' | 'anywhere'): string {
  const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

/** Positive integer id from a path or query value (`12`, `"12"`), or null. */
export function positiveId(value: unknown): number | null {
  const raw = first(value);
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/** `true`, `1`, `"1"`, `"true"`, `"on"`. */
export function isOn(value: unknown): boolean {
  const raw = first(value);
  return raw === true || raw === 1 || raw === '1' || raw === 'true' || raw === 'on';
}
