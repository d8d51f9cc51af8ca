import { describe, expect, it } from 'vitest';
import { defaultPickup, formatDisplay, formatInput, formatWire, hoursBetween, isUpcoming, nextDay, parseDateTime, daysFrom, formatTime, formatShortDateTime } from './dates';
import { formatLong } from './dates-long';

const at = new Date(2025, 0, 22, 15, 48);

describe('dates', () => {
  it('formats in the display, wire and input formats', () => {
    expect(formatDisplay(at)).toBe('2025-01-22 15:48');
    expect(formatWire(at)).toBe('2025-01-22 03:48 PM');
    expect(formatInput(at)).toBe('2025-01-22T15:48');
  });

  it('parses every format it writes and the server datetime format', () => {
    for (const text of ['2025-01-22T15:48', '2025-01-22 15:48', '2025-01-22 03:48 PM', '2025-01-22 15:48:00']) {
      expect(parseDateTime(text)?.getTime(), text).toBe(at.getTime());
    }
    expect(parseDateTime('not a date')).toBeNull();
    expect(parseDateTime('2025-02-30 10:00')).toBeNull();
    expect(parseDateTime('2025-01-22 13:00 PM')).toBeNull();
    expect(parseDateTime('2025-01-22 12:30 AM')?.getHours()).toBe(0);
    expect(parseDateTime('')).toBeNull();
  });

  it('defaults the return date to the next day and the pickup to a coming whole hour', () => {
    expect(formatDisplay(nextDay(at))).toBe('2025-01-23 15:48');
    expect(formatDisplay(defaultPickup(at))).toBe('2025-01-22 17:00');
    expect(formatDisplay(defaultPickup(new Date(2025, 0, 22, 23, 10)))).toBe('2025-01-23 08:00');
  });

  it('measures hours and tells upcoming pickups', () => {
    expect(hoursBetween(at, nextDay(at))).toBe(24);
    expect(isUpcoming(nextDay(at), at)).toBe(true);
    expect(isUpcoming(at, nextDay(at))).toBe(false);
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(daysFrom(new Date(2025, 0, 22, 23, 0), new Date(2025, 0, 23, 1, 0))).toBe(1);
    expect(daysFrom(new Date(2025, 0, 22, 1, 0), new Date(2025, 0, 22, 23, 0))).toBe(0);
  });

  it('writes short times and dates with Latin digits in Arabic too', () => {
    expect(formatTime(new Date(2025, 0, 22, 15, 5), 'en')).toMatch(/^3:05\sPM$/);
    expect(formatTime(new Date(2025, 0, 22, 15, 5), 'ar')).toContain('3:05');
    expect(formatShortDateTime(new Date(2025, 0, 22, 15, 5), 'en')).toMatch(/Wed.*Jan.*22.*3:05/);
  });

  it('writes long dates in English and Arabic', () => {
    expect(formatLong(at, 'en')).toBe('January 22, 2025');
    expect(formatLong(at, 'ar')).toMatch(/2025/);
  });
});
