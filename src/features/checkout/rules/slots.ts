/**
 * Delivery time slots: from each opening period of the store's day, slots of the configured length start at
 * the opening time (the server takes an order from its opening time on, up to its closing time) and follow
 * each other until closing. A slot can be chosen only when it starts at least the
 * store's lead time (`order_place_to_schedule_interval`) after now. Times are the operator's wall clock: a
 * Date whose local fields read as the operator's time (see lib/operator-time). No React or I/O here.
 */

export interface OpeningPeriod {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  /** `HH:MM` or `HH:MM:SS`. */
  opening_time: string;
  closing_time: string;
}

export interface TimeSlot {
  /** What `schedule_at` carries: `YYYY-MM-DD HH:MM:SS` on the operator's clock. */
  value: string;
  start: Date;
  end: Date;
}

export interface SlotOptions {
  periods: readonly OpeningPeriod[];
  /** Any time on the day to list. */
  day: Date;
  now: Date;
  /** The config's `schedule_order_slot_duration`; 30 when unset or not positive. */
  slotMinutes?: number | null;
  /** Minutes between now and the earliest slot start. */
  leadMinutes?: number | null;
}

export const DEFAULT_SLOT_MINUTES = 30;

const pad = (n: number) => String(n).padStart(2, '0');

export function wireTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}

/**
 * Minutes after midnight of `HH:MM[:SS]`, or null when unreadable. `up`: a time with seconds counts from the
 * next whole minute (a slot starting at 09:30 is before a store opening at 09:30:30, and the server refuses it).
 */
export function minutesOf(time: string, round: 'down' | 'up' = 'down'): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  if (hours > 24 || minutes > 59 || seconds > 59) return null;
  return hours * 60 + minutes + (round === 'up' && seconds > 0 ? 1 : 0);
}

function at(day: Date, minutes: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutes, 0, 0);
}

export function slotsForDay({ periods, day, now, slotMinutes, leadMinutes }: SlotOptions): TimeSlot[] {
  const length = slotMinutes && slotMinutes > 0 ? slotMinutes : DEFAULT_SLOT_MINUTES;
  const earliest = now.getTime() + Math.max(0, leadMinutes ?? 0) * 60_000;
  const slots = new Map<string, TimeSlot>();
  for (const period of periods) {
    if (period.day !== day.getDay()) continue;
    const open = minutesOf(period.opening_time, 'up');
    const close = minutesOf(period.closing_time);
    if (open === null || close === null || close <= open) continue;
    for (let start = open; start < close; start += length) {
      const slot = { start: at(day, start), end: at(day, Math.min(start + length, close)) };
      if (slot.start.getTime() < earliest) continue;
      const value = wireTime(slot.start);
      slots.set(value, { value, ...slot });
    }
  }
  return [...slots.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Today and tomorrow with their slots; a day without a slot is left out. */
export function slotDays(options: Omit<SlotOptions, 'day'>): { day: Date; today: boolean; slots: TimeSlot[] }[] {
  const today = new Date(options.now.getFullYear(), options.now.getMonth(), options.now.getDate());
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  return [today, tomorrow].map((day, index) => ({ day, today: index === 0, slots: slotsForDay({ ...options, day }) })).filter((entry) => entry.slots.length > 0);
}

/**
 * Whether the customer may order for now, must pick a slot, or cannot order: a store that is closed now takes
 * only scheduled orders, and only when both the store and the operator allow scheduling.
 */
export function scheduleMode(input: { openNow: boolean; scheduleAllowed: boolean; hasSlots: boolean }): 'now-or-later' | 'now-only' | 'later-only' | 'closed' {
  const later = input.scheduleAllowed && input.hasSlots;
  if (input.openNow) return later ? 'now-or-later' : 'now-only';
  return later ? 'later-only' : 'closed';
}

/** A slot the server refused for the order, with its reason. */
export interface SlotRefusal {
  value: string;
  start: Date | null;
  end: Date | null;
  reason: string;
}

/** The days without the refused slots; a day left without a slot is left out. */
export function withoutSlots<Day extends { slots: readonly TimeSlot[] }>(days: readonly Day[], refused: ReadonlyMap<string, unknown>): Day[] {
  if (refused.size === 0) return [...days];
  return days.map((day) => ({ ...day, slots: day.slots.filter((slot) => !refused.has(slot.value)) })).filter((day) => day.slots.length > 0);
}

/** The error codes with which the server refuses an order's time (`order_time`, `schedule_at`). */
export const isSlotRefusal = (code: string | null | undefined): boolean => code === 'order_time' || code === 'schedule_at';
