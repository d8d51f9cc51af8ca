import { describe, expect, it } from 'vitest';
import { formatAmount, formatKm, formatMoney, formatRating, padQuantity, plainText, truncateText } from './format';

describe('formatMoney', () => {
  const dollars = { symbol: '$', direction: 'left', decimals: 2 } as const;

  it.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [99999.994, '$99999.99'],
    [100000, '$100.00K'],
    [2_500_000, '$2.50M'],
    [3_000_000_000, '$3.00B'],
    [-45, '-$45.00'],
  ])('puts the symbol on the left with configured decimals: %d → %s', (amount, expected) => {
    expect(formatMoney(amount, dollars)).toBe(expected);
  });

  it('puts the symbol on the right when configured', () => {
    expect(formatMoney(10, { symbol: '€', direction: 'right', decimals: 2 })).toBe('10.00€');
  });

  it('honours the number of digits after the decimal point', () => {
    expect(formatMoney(10.456, { symbol: '$', direction: 'left', decimals: 0 })).toBe('$10');
    expect(formatMoney(10.456, { symbol: '$', direction: 'left', decimals: 3 })).toBe('$10.456');
  });

  it('separates a letter symbol from the number so it reads as a unit', () => {
    expect(formatMoney(250, { symbol: 'AED', direction: 'left', decimals: 2 })).toBe('AED\u00a0250.00');
    expect(formatMoney(250, { symbol: 'AED', direction: 'right', decimals: 2 })).toBe('250.00\u00a0AED');
  });

  it('treats non-finite amounts as zero rather than printing NaN', () => {
    expect(formatMoney(Number.NaN, dollars)).toBe('$0.00');
  });
});

describe('formatAmount abbreviations', () => {
  it('uses K from 1e5 (divided by 1e3), M from 1e6 and B from 1e9', () => {
    expect(formatAmount(99_999, 0)).toBe('99999');
    expect(formatAmount(100_000, 0)).toBe('100K');
    expect(formatAmount(999_999, 1)).toBe('1000.0K');
    expect(formatAmount(1_000_000, 1)).toBe('1.0M');
    expect(formatAmount(1_000_000_000, 1)).toBe('1.0B');
  });
});

describe('small formatters', () => {
  it('shows ratings with one decimal', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(null)).toBe('0.0');
    expect(formatRating(3, 2)).toBe('3.00');
  });

  it('converts metres to kilometres with three decimals', () => {
    expect(formatKm(12345)).toBe('12.345');
    expect(formatKm(0)).toBe('0.000');
  });

  it('zero-pads quantities under ten', () => {
    expect(padQuantity(1)).toBe('01');
    expect(padQuantity(9)).toBe('09');
    expect(padQuantity(10)).toBe('10');
  });

  it('truncates long text at 70 characters for read more', () => {
    const long = 'A spacious family car with plenty of boot room for luggage and a smooth automatic gearbox.';
    const result = truncateText(long);
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(71);
    expect(result.text.endsWith('…')).toBe(true);
    expect(truncateText('short')).toEqual({ text: 'short', truncated: false });
  });

  it('turns API HTML descriptions into text', () => {
    expect(plainText('<p>Fast &amp; clean</p><p>Second</p>')).toBe('Fast & clean\nSecond');
    expect(plainText(null)).toBe('');
  });
});
