/** Lenient readers for request values: numbers, strings, flags, JSON arrays and the datetimes clients send. */

export const num = (value: unknown, fallback = 0): number => {
  const parsed = Number(value);
  return value === undefined || value === null || value === '' || typeof value === 'object' || !Number.isFinite(parsed) ? fallback : parsed;
};

export const str = (value: unknown, fallback = ''): string => (value === undefined || value === null ? fallback : String(value));

export const truthy = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true' || value === 'on';

/** `true` for a value Laravel's `required` accepts: not missing, not null, not blank, not an empty array. */
export const present = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '') && !(Array.isArray(value) && value.length === 0);

/**
 * The leading integer of a value, as a database comparing text to a number reads it: `"12?"` → 12 (a web
 * client's chat links), `"1-1"` → 1 (its campaign links, `<campaign>-<module>`); null when it starts with none.
 */
export function leadingId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{1,15})/.exec(value);
  return match ? Number(match[1]) : null;
}

/** An array, or a JSON text holding one (`[1,2]`, `["1"]`); anything else is null. */
export function parseJsonArray(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** An object, or a JSON text holding one (locations arrive both ways). */
export function parseJsonObject(value: unknown): Record<string, unknown> | null {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
}

/**
 * A wall-clock datetime as clients send it: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO with `T`, or the web
 * client's `YYYY-MM-DD hh:mm AM`. The fields are returned in a UTC `Date` (no zone conversion); null when
 * the text is not a real date.
 */
export function parseDateTime(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const twelve = /^(\d{4})-(\d{2})-(\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])$/.exec(text);
  if (twelve) {
    const [, y, mo, d, h, mi, s, ampm] = twelve;
    if (Number(h) < 1 || Number(h) > 12) return null;
    let hour = Number(h) % 12;
    if ((ampm ?? '').toLowerCase() === 'pm') hour += 12;
    return checked(Number(y), Number(mo), Number(d), hour, Number(mi), Number(s ?? 0));
  }
  const plain = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (plain) {
    const [, y, mo, d, h, mi, s] = plain;
    return checked(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  }
  return null;
}

function checked(year: number, month: number, day: number, hour: number, minute: number, second: number): Date | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day ? null : date;
}
