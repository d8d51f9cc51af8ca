/**
 * A Laravel-style validator for request input. Rules are given as a list (`['required', 'numeric', {min: 1}]`)
 * or a pipe string (`'required|numeric|min:1'`). Every failing field yields one entry `{code: field,
 * message}` with its first failing message, and the answer is `403 {"errors":[…]}` — never 422, as the
 * contract's backend answers. `min`/`max` compare numbers when the field is `numeric`/`integer`, item counts
 * for arrays, and lengths otherwise (Laravel's size semantics).
 */
import { errorEntries, messageEntries, type ErrorEntry } from './errors';
import { parseDateTime, parseJsonArray, present } from './parse';

export type Rule =
  | 'required'
  | 'nullable'
  | 'numeric'
  | 'integer'
  | 'string'
  | 'email'
  | 'array'
  | 'json-array'
  | 'boolean'
  | 'date'
  | { min: number }
  | { max: number }
  | { minLength: number }
  | { maxLength: number }
  | { between: [number, number] }
  | { in: readonly string[] }
  | { same: string }
  | { requiredIf: [string, readonly string[]] }
  | { requiredWithout: string };

export type Rules = Record<string, Rule[] | string>;
export type Input = Record<string, unknown>;

const words = (field: string) => field.replace(/_/g, ' ');

/** Turns `'required|numeric|min:-90|max:90'` into rules; sizes follow the field's type as in Laravel. */
export function parseRules(spec: Rule[] | string): Rule[] {
  if (typeof spec !== 'string') return spec;
  const parts = spec.split('|').filter(Boolean);
  const numeric = parts.includes('numeric') || parts.includes('integer');
  const list = parts.includes('array') || parts.includes('json-array');
  return parts.map((part): Rule => {
    const [name = '', argText = ''] = part.split(/:(.*)/s);
    const args = argText.split(',');
    switch (name) {
      case 'min':
      case 'max': {
        const n = Number(args[0]);
        if (numeric || list) return name === 'min' ? { min: n } : { max: n };
        return name === 'min' ? { minLength: n } : { maxLength: n };
      }
      case 'between':
        return { between: [Number(args[0]), Number(args[1])] };
      case 'in':
        return { in: args };
      case 'same':
        return { same: args[0] ?? '' };
      case 'required_if':
        return { requiredIf: [args[0] ?? '', args.slice(1)] };
      case 'required_without':
        return { requiredWithout: args[0] ?? '' };
      case 'json':
        return 'json-array';
      case 'required':
      case 'nullable':
      case 'numeric':
      case 'integer':
      case 'string':
      case 'email':
      case 'array':
      case 'json-array':
      case 'boolean':
      case 'date':
        return name;
      default:
        throw new Error(`Unknown validation rule "${part}"`);
    }
  });
}

const size = (value: unknown, rules: Rule[]): number => {
  if (Array.isArray(value)) return value.length;
  if (rules.includes('json-array')) return parseJsonArray(value)?.length ?? 0;
  return Number(value);
};

function check(field: string, input: Input, rule: Rule, rules: Rule[]): string | null {
  const name = words(field);
  const value = input[field];
  if (rule === 'required') return present(value) ? null : `The ${name} field is required.`;
  if (typeof rule === 'object' && 'requiredIf' in rule) {
    const [other, values] = rule.requiredIf;
    const applies = values.includes(String(input[other] ?? ''));
    return applies && !present(value) ? `The ${name} field is required when ${words(other)} is ${String(input[other])}.` : null;
  }
  if (typeof rule === 'object' && 'requiredWithout' in rule) {
    return !present(input[rule.requiredWithout]) && !present(value) ? `The ${name} field is required when ${words(rule.requiredWithout)} is not present.` : null;
  }
  if (!present(value) || rule === 'nullable') return null;
  const text = typeof value === 'object' ? '' : String(value).trim();
  switch (rule) {
    case 'numeric':
      return typeof value !== 'object' && text !== '' && Number.isFinite(Number(text)) ? null : `The ${name} must be a number.`;
    case 'integer':
      return typeof value !== 'object' && /^[-+]?\d+$/.test(text) ? null : `The ${name} must be an integer.`;
    case 'string':
      return typeof value === 'string' ? null : `The ${name} must be a string.`;
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) && text.length <= 255 ? null : `The ${name} must be a valid email address.`;
    case 'array':
      return Array.isArray(value) ? null : `The ${name} must be an array.`;
    case 'json-array':
      return parseJsonArray(value) ? null : `The ${name} must be an array.`;
    case 'boolean':
      return [true, false, 0, 1, '0', '1', 'true', 'false'].includes(value as never) ? null : `The ${name} field must be true or false.`;
    case 'date':
      return parseDateTime(value) ? null : `The ${name} is not a valid date.`;
  }
  const characters = typeof value === 'string' ? value.length : text.length;
  if ('min' in rule) return size(value, rules) >= rule.min ? null : `The ${name} must be at least ${rule.min}.`;
  if ('max' in rule) return size(value, rules) <= rule.max ? null : `The ${name} must not be greater than ${rule.max}.`;
  if ('minLength' in rule) return characters >= rule.minLength ? null : `The ${name} must be at least ${rule.minLength} characters.`;
  if ('maxLength' in rule) return characters <= rule.maxLength ? null : `The ${name} must not be greater than ${rule.maxLength} characters.`;
  if ('between' in rule) {
    const [low, high] = rule.between;
    const n = size(value, rules);
    return n >= low && n <= high ? null : `The ${name} must be between ${low} and ${high}.`;
  }
  if ('same' in rule) return input[rule.same] === value ? null : `The ${name} and ${words(rule.same)} must match.`;
  return rule.in.includes(text) ? null : `The selected ${name} is invalid.`;
}

/** Every failing field with its first message, in the order the rules were given. */
export function validationErrors(input: Input, rules: Rules): ErrorEntry[] {
  const entries: ErrorEntry[] = [];
  for (const [field, spec] of Object.entries(rules)) {
    const fieldRules = parseRules(spec);
    for (const rule of fieldRules) {
      const message = check(field, input, rule, fieldRules);
      if (message) {
        entries.push({ code: field, message });
        break;
      }
    }
  }
  return entries;
}

/** Throws `403 {"errors":[…]}` listing every failing field (first message each). */
export function validate(input: Input, rules: Rules): void {
  const entries = validationErrors(input, rules);
  if (entries.length > 0) throw errorEntries(403, entries);
}

/** The rental trip-payment variant: `403 {"message":[…]}`. */
export function validateUnderMessage(input: Input, rules: Rules): void {
  const entries = validationErrors(input, rules);
  if (entries.length > 0) throw messageEntries(403, entries);
}
