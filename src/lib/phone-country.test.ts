import { describe, expect, it } from 'vitest';
import { phoneCountryFor } from './phone-country';

describe('phoneCountryFor', () => {
  it.each([
    ['picker on, customer chose', { picker: true, chosen: 'GB', operator: 'AE' }, 'GB'],
    ['picker on, nothing chosen yet', { picker: true, chosen: null, operator: 'AE' }, 'AE'],
    ['picker off: the operator\'s country wins over an old choice', { picker: false, chosen: 'GB', operator: 'AE' }, 'AE'],
    ['no operator country and no choice', { picker: true, chosen: null, operator: undefined }, null],
  ])('%s', (_name, options, expected) => {
    expect(phoneCountryFor(options)).toBe(expected);
  });
});
