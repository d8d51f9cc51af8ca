/**
 * Response validation at the API boundary, through superstruct.
 *
 * Structs use `type()` (extra fields allowed: the backend adds keys freely) and the coercions below for its
 * quirks: numbers that arrive as strings (`"4"`, `"10"`), 0/1 flags that are sometimes booleans, JSON text
 * inside strings, `null` where a list is expected. `parseResponse` runs the coercions and turns a mismatch
 * into an `ApiError` of kind `invalid-response` naming the endpoint and the failing path, so a malformed
 * answer becomes a recoverable error on screen, never a crash.
 */
import {
  any,
  array,
  boolean,
  coerce,
  create,
  defaulted,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  string,
  StructError,
  type,
  union,
  unknown,
  type Describe,
  type Infer,
  type Struct,
} from 'superstruct';
import { ApiError } from './api-error';

export {
  any,
  array,
  boolean,
  coerce,
  defaulted,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  string,
  type,
  union,
  unknown,
};
export type { Describe, Infer, Struct };

const finite = refine(number(), 'finite', (value) => Number.isFinite(value));

/** A number that may arrive as a numeric string (`"4"`, `"12.5"`). Empty strings and garbage fail. */
export const looseNumber = coerce(finite, string(), (value) => (value.trim() === '' ? Number.NaN : Number(value)));

/** Like `looseNumber`, but `null`/missing become 0 (counts and prices the backend sometimes leaves null). */
export const numberOrZero = defaulted(
  coerce(finite, union([string(), literal(null)]), (value) => (value === null || value.trim() === '' ? 0 : Number(value))),
  0,
);

/** An integer id that may arrive as a string. */
export const looseId = coerce(integer(), union([string(), number()]), (value) => Number(value));

/** A 0/1 flag that may arrive as a number, a numeric string or a boolean; normalised to 0 or 1. */
export const flag = coerce(
  enums([0, 1]),
  union([boolean(), string(), number(), literal(null)]),
  (value) => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0),
);

/** A boolean that may arrive as 0/1 or "0"/"1". */
export const looseBoolean = coerce(boolean(), union([number(), string(), literal(null)]), (value) => value === 1 || value === '1' || value === 'true');

/** Text that may be missing or null; normalised to a string (possibly empty). */
export const text = defaulted(coerce(string(), union([literal(null), number()]), (value) => (value === null ? '' : String(value))), '');

/** A list that may arrive as `null`, missing, or JSON text (`"[1,2]"`). */
export function list<T, S>(item: Struct<T, S>) {
  return defaulted(
    coerce(array(item), union([literal(null), string(), record(string(), unknown())]), (value) => {
      if (value === null) return [];
      if (typeof value === 'string') {
        try {
          const parsed: unknown = JSON.parse(value);
          return Array.isArray(parsed) ? parsed : [];
        } catch {
          return [];
        }
      }
      return Object.values(value);
    }),
    [],
  );
}

/** Runs coercions and validation; throws `ApiError` (`invalid-response`) describing the first failure. */
export function parseResponse<T, S>(struct: Struct<T, S>, data: unknown, endpoint: string): T {
  try {
    return create(data, struct);
  } catch (error) {
    if (error instanceof StructError) {
      const path = error.path.length > 0 ? error.path.join('.') : '(root)';
      throw new ApiError({
        kind: 'invalid-response',
        endpoint,
        body: data,
        detail: `Unexpected response from ${endpoint} at ${path}: ${error.message}`,
      });
    }
    throw error;
  }
}

/** Validates persisted data on read; returns `null` instead of throwing (storage is never trusted). */
export function parseStored<T, S>(struct: Struct<T, S>, data: unknown): T | null {
  try {
    return create(data, struct);
  } catch {
    return null;
  }
}
