import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './intl-formats';

describe('Intl formatters', () => {
  it('are made once per locale and options, and format as a new one would', () => {
    const options = { weekday: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en', options)).toBe(dateTimeFormat('en', { ...options }));
    expect(dateTimeFormat('ar', options)).not.toBe(dateTimeFormat('en', options));
    const date = new Date(Date.UTC(2023, 0, 1));
    expect(dateTimeFormat('en', options).format(date)).toBe(new Intl.DateTimeFormat('en', options).format(date));
  });
});
