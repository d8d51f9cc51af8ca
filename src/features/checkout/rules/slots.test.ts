import { describe, expect, it } from 'vitest';
import { minutesOf, scheduleMode, slotDays, slotsForDay, type OpeningPeriod } from './slots';

// 2026-11-24 is a Tuesday (day 2).
const tuesday = (h: number, m = 0) => new Date(2026, 10, 24, h, m);
const periods: OpeningPeriod[] = [
  { day: 2, opening_time: '09:00:00', closing_time: '11:00:00' },
  { day: 2, opening_time: '18:00', closing_time: '19:10' },
  { day: 3, opening_time: '08:00:00', closing_time: '09:00:00' },
];
const starts = (list: { value: string }[]) => list.map((slot) => slot.value.slice(11, 16));

describe('slots for a day', () => {
  it.each<[string, Partial<Parameters<typeof slotsForDay>[0]>, string[]]>([
    ['every 30 minutes from each opening before the day starts', { now: tuesday(7) }, ['09:00', '09:30', '10:00', '10:30', '18:00', '18:30', '19:00']],
    ['hour-long slots, the last cut at closing', { now: tuesday(7), slotMinutes: 60 }, ['09:00', '10:00', '18:00', '19:00']],
    ['only slots starting after now', { now: tuesday(10, 10) }, ['10:30', '18:00', '18:30', '19:00']],
    ['a slot starting exactly now counts', { now: tuesday(18) }, ['18:00', '18:30', '19:00']],
    ['the store lead time pushes the first slot', { now: tuesday(10, 10), leadMinutes: 60 }, ['18:00', '18:30', '19:00']],
    ['30 minutes when the duration is not set', { now: tuesday(7), slotMinutes: 0 }, ['09:00', '09:30', '10:00', '10:30', '18:00', '18:30', '19:00']],
    ['nothing after closing', { now: tuesday(19, 30) }, []],
    ['another weekday uses its own periods', { now: tuesday(7), day: new Date(2026, 10, 25) }, ['08:00', '08:30']],
    ['a day without periods has none', { now: tuesday(7), day: new Date(2026, 10, 26) }, []],
  ])('%s', (_name, overrides, expected) => {
    expect(starts(slotsForDay({ periods, day: tuesday(0), now: tuesday(0), ...overrides }))).toEqual(expected);
  });

  it('writes the schedule time the server reads and ends a slot at closing', () => {
    const slot = slotsForDay({ periods, day: tuesday(0), now: tuesday(19) })[0];
    expect(slot?.value).toBe('2026-11-24 19:00:00');
    expect(slot ? slot.end.getHours() * 60 + slot.end.getMinutes() : null).toBe(19 * 60 + 10);
  });

  it('ignores unreadable and empty periods, and duplicates', () => {
    const broken: OpeningPeriod[] = [
      { day: 2, opening_time: 'noon', closing_time: '13:00' },
      { day: 2, opening_time: '12:00', closing_time: '12:00' },
      { day: 2, opening_time: '09:00', closing_time: '09:30' },
      { day: 2, opening_time: '09:00', closing_time: '09:30' },
    ];
    expect(starts(slotsForDay({ periods: broken, day: tuesday(0), now: tuesday(0) }))).toEqual(['09:00']);
  });

  it('starts at the opening time: midnight at a store open round the clock, the next whole minute after seconds', () => {
    const roundTheClock: OpeningPeriod[] = [{ day: 3, opening_time: '00:00:00', closing_time: '23:59:00' }];
    const tomorrow = slotsForDay({ periods: roundTheClock, day: new Date(2026, 10, 25), now: tuesday(22) });
    expect(tomorrow[0]?.value).toBe('2026-11-25 00:00:00');
    expect(tomorrow.at(-1)?.value).toBe('2026-11-25 23:30:00');
    const late: OpeningPeriod[] = [{ day: 2, opening_time: '09:30:30', closing_time: '10:30:00' }];
    expect(starts(slotsForDay({ periods: late, day: tuesday(0), now: tuesday(7) }))).toEqual(['09:31', '10:01']);
  });

  it('lists today and tomorrow, leaving out a day without slots', () => {
    expect(slotDays({ periods, now: tuesday(7) }).map((entry) => entry.slots.length)).toEqual([7, 2]);
    expect(slotDays({ periods, now: tuesday(20) }).map((entry) => [entry.day.getDate(), entry.today])).toEqual([[25, false]]);
  });

  it.each([
    ['09:30', 570],
    ['9:05:59', 545],
    ['24:00', 1440],
    ['25:00', null],
    ['', null],
  ])('reads %s as %s minutes', (time, minutes) => {
    expect(minutesOf(time)).toBe(minutes);
  });

  it('rounds seconds up when asked', () => {
    expect(minutesOf('9:05:59', 'up')).toBe(546);
    expect(minutesOf('9:05:00', 'up')).toBe(545);
  });
});

describe('when the order can be for', () => {
  it.each([
    [{ openNow: true, scheduleAllowed: true, hasSlots: true }, 'now-or-later'],
    [{ openNow: true, scheduleAllowed: false, hasSlots: true }, 'now-only'],
    [{ openNow: true, scheduleAllowed: true, hasSlots: false }, 'now-only'],
    [{ openNow: false, scheduleAllowed: true, hasSlots: true }, 'later-only'],
    [{ openNow: false, scheduleAllowed: false, hasSlots: true }, 'closed'],
    [{ openNow: false, scheduleAllowed: true, hasSlots: false }, 'closed'],
  ] as const)('%o → %s', (input, mode) => {
    expect(scheduleMode(input)).toBe(mode);
  });
});
