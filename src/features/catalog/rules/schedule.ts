/**
 * A store's week as its page shows it: seven days from today (on the operator's clock), each with its
 * opening slots in order (`HH:MM`), or none (closed that day).
 */
import type { Schedule } from '../api/structs';

export interface DaySchedule {
  /** 0 = Sunday. */
  day: number;
  isToday: boolean;
  slots: { opens: string; closes: string }[];
}

const hhmm = (time: string) => time.slice(0, 5);

export function weekFrom(schedules: readonly Schedule[], today: number): DaySchedule[] {
  return Array.from({ length: 7 }, (_, offset) => {
    const day = (today + offset) % 7;
    const slots = schedules
      .filter((slot) => slot.day === day)
      .map((slot) => ({ opens: hhmm(slot.opening_time), closes: hhmm(slot.closing_time) }))
      .sort((a, b) => a.opens.localeCompare(b.opens));
    return { day, isToday: offset === 0, slots };
  });
}

/** A slot from midnight to the last minute reads as "open all day". */
export function isAllDay(slot: { opens: string; closes: string }): boolean {
  return slot.opens === '00:00' && slot.closes === '23:59';
}
