/**
 * Request input the way the backend reads it: query and body merged (body wins), multipart fields included.
 * Validation mirrors the contract: every failing field gets one entry `{code: field, message}` and the
 * answer is `403 {"errors":[…]}` (never 422).
 */
import type { FastifyRequest } from 'fastify';
import { errorEntries, type ErrorEntry } from './errors';

export type Input = Record<string, unknown>;

export function inputOf(request: FastifyRequest): Input {
  const query = (request.query ?? {}) as Input;
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Input) : {};
  return { ...query, ...body };
}

const words = (field: string) => field.replace(/_/g, ' ');

type Rule =
  | 'required'
  | 'numeric'
  | 'integer'
  | 'email'
  | 'json-array'
  | 'boolean'
  | 'date'
  | { min: number }
  | { max: number }
  | { minLength: number }
  | { maxLength: number }
  | { in: readonly string[] };

export type Rules = Record<string, Rule[]>;

const present = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

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

export function parseDateTime(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const twelve = /^(\d{4})-(\d{2})-(\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])$/.exec(text);
  if (twelve) {
    const [, y, mo, d, h, mi, s, ampm] = twelve;
    let hour = Number(h) % 12;
    if ((ampm ?? '').toLowerCase() === 'pm') hour += 12;
    return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), hour, Number(mi), Number(s ?? 0)));
  }
  const plain = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (plain) {
    const [, y, mo, d, h, mi, s] = plain;
    const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)));
    return Number.isNaN(date.getTime()) || date.getUTCMonth() !== Number(mo) - 1 ? null : date;
  }
  return null;
}

function check(field: string, value: unknown, rule: Rule): string | null {
  const name = words(field);
  if (rule === 'required') return present(value) ? null : `The ${name} field is required.`;
  if (!present(value)) return null;
  const text = String(value);
  switch (rule) {
    case 'numeric':
      return typeof value !== 'object' && text.trim() !== '' && Number.isFinite(Number(text)) ? null : `The ${name} must be a number.`;
    case 'integer':
      return /^-?\d+$/.test(text.trim()) ? null : `The ${name} must be an integer.`;
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) && text.length <= 255 ? null : `The ${name} must be a valid email address.`;
    case 'json-array':
      return parseJsonArray(value) ? null : `The ${name} must be an array.`;
    case 'boolean':
      return ['0', '1', 'true', 'false'].includes(text) ? null : `The ${name} field must be true or false.`;
    case 'date':
      return parseDateTime(value) ? null : `The ${name} is not a valid date.`;
  }
  if ('min' in rule) return Number(text) >= rule.min ? null : `The ${name} must be at least ${rule.min}.`;
  if ('max' in rule) return Number(text) <= rule.max ? null : `The ${name} must not be greater than ${rule.max}.`;
  if ('minLength' in rule) return text.length >= rule.minLength ? null : `The ${name} must be at least ${rule.minLength} characters.`;
  if ('maxLength' in rule) return text.length <= rule.maxLength ? null : `The ${name} must not be greater than ${rule.maxLength} characters.`;
  return rule.in.includes(text) ? null : `The selected ${name} is invalid.`;
}

/** Throws `403 {"errors":[…]}` listing every failing field (first message each). */
export function validate(input: Input, rules: Rules): void {
  const entries: ErrorEntry[] = [];
  for (const [field, fieldRules] of Object.entries(rules)) {
    for (const rule of fieldRules) {
      const message = check(field, input[field], rule);
      if (message) {
        entries.push({ code: field, message });
        break;
      }
    }
  }
  if (entries.length > 0) throw errorEntries(403, entries);
}

export const num = (value: unknown, fallback = 0): number => {
  const parsed = Number(value);
  return value === undefined || value === null || value === '' || !Number.isFinite(parsed) ? fallback : parsed;
};

export const str = (value: unknown, fallback = ''): string => (value === undefined || value === null ? fallback : String(value));

export const truthy = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** `limit`/`offset` where offset is a 1-based page. */
export function pageOf(input: Input, defaultLimit: number): { limit: number; offset: number; skip: number } {
  const limit = Math.min(200, Math.max(1, Math.trunc(num(input.limit, defaultLimit))));
  const offset = Math.max(1, Math.trunc(num(input.offset, 1)));
  return { limit, offset, skip: (offset - 1) * limit };
}
