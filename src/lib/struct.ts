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

const anything = unknown();

/**
 * `coerce` with a plain predicate for the values to convert. Superstruct builds a `StructError` (an Error, with
 * its stack trace) for every value that fails a coercion's condition struct, and most values are already of the
 * right type, so conditions written as structs cost an Error per field of every response. A predicate costs
 * nothing for the values it skips.
 */
export function coerceWhen<T, S, C>(struct: Struct<T, S>, applies: (value: unknown) => value is C, coercer: (value: C) => unknown): Struct<T, S> {
  return coerce(struct, anything, (value) => (applies(value) ? coercer(value) : value));
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isStringOrNumber = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';
const isNumberOrNull = (value: unknown): value is number | null => value === null || typeof value === 'number';
const isScalar = (value: unknown): value is boolean | string | number | null =>
  value === null || typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number';
const isListLike = (value: unknown): value is string | object | null => value === null || typeof value === 'string' || (typeof value === 'object' && !Array.isArray(value));

/** A number that may arrive as a numeric string (`"4"`, `"12.5"`). Empty strings and garbage fail. */
export const looseNumber = coerceWhen(finite, isString, (value) => (value.trim() === '' ? Number.NaN : Number(value)));

/** Like `looseNumber`, but `null`/missing become 0 (counts and prices the backend sometimes leaves null). */
export const numberOrZero = defaulted(
  coerceWhen(finite, isStringOrNull, (value) => (value === null || value.trim() === '' ? 0 : Number(value))),
  0,
);

/** An integer id that may arrive as a string. */
export const looseId = coerceWhen(integer(), isStringOrNumber, (value) => Number(value));

/** A 0/1 flag that may arrive as a number, a numeric string or a boolean; normalised to 0 or 1. */
export const flag = coerceWhen(enums([0, 1]), isScalar, (value) => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0));

/** A boolean that may arrive as 0/1 or "0"/"1". */
export const looseBoolean = coerceWhen(
  boolean(),
  (value): value is number | string | null => isStringOrNull(value) || typeof value === 'number',
  (value) => value === 1 || value === '1' || value === 'true',
);

/** Text that may be missing or null; normalised to a string (possibly empty). */
export const text = defaulted(coerceWhen(string(), isNumberOrNull, (value) => (value === null ? '' : String(value))), '');

/** A list that may arrive as `null`, missing, or JSON text (`"[1,2]"`). */
export function list<T, S>(item: Struct<T, S>) {
  return defaulted(
    coerceWhen(array(item), isListLike, (value) => {
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

/** Quick tests for values already in a struct's exact output form (see `withExactForm`). */
const exactForms = new WeakMap<object, (value: unknown) => boolean>();

/**
 * Gives a struct a quick test for values already in the exact form it produces (every field of the right type,
 * nothing to coerce or fill in). Such values are taken as they are: `create` would only return an equal copy,
 * after running every field through its coercions, which for a large answer read again and again costs more
 * than the work around it. Anything the test refuses goes through the struct as usual, so the test only has to
 * be as strict as the struct, never complete.
 */
export function withExactForm<T, S>(struct: Struct<T, S>, isExact: (value: unknown) => boolean): Struct<T, S> {
  exactForms.set(struct, isExact);
  return struct;
}

function createValid<T, S>(data: unknown, struct: Struct<T, S>): T {
  return exactForms.get(struct)?.(data) ? (data as T) : create(data, struct);
}

/** Runs coercions and validation; throws `ApiError` (`invalid-response`) describing the first failure. */
export function parseResponse<T, S>(struct: Struct<T, S>, data: unknown, endpoint: string): T {
  try {
    return createValid(data, struct);
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
    return createValid(data, struct);
  } catch {
    return null;
  }
}
