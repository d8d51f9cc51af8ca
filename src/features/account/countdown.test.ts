import { describe, expect, it } from 'vitest';
import { formatCountdown, RESEND_SECONDS, secondsLeft } from './countdown';

describe('resend countdown', () => {
  it('lasts 60 seconds (spec §9)', () => {
    expect(RESEND_SECONDS).toBe(60);
  });

  it.each([
    [60_000, 0, 60],
    [60_000, 59_001, 1],
    [60_000, 60_000, 0],
    [60_000, 90_000, 0],
  ])('deadline %i at %i leaves %i s', (deadline, now, left) => {
    expect(secondsLeft(deadline, now)).toBe(left);
  });

  it.each([
    [60, '1:00'],
    [45, '0:45'],
    [5, '0:05'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
