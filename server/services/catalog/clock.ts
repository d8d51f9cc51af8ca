/**
 * The operator's wall clock. Opening hours, availability windows, discount windows and flash sales are
 * written in the operator's local time (the config's `timezone`, seeded `Asia/Dubai`), so "is it open now?"
 * is answered on that clock whatever the server's own time zone is. Pure: `now` and the zone are inputs.
 */

export interface WallClock {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM:SS` */
  time: string;
  /** 0 = Sunday … 6 = Saturday, the contract's schedule days. */
  day: number;
  /** `YYYY-MM-DD HH:MM:SS` */
  stamp: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    } catch {
      // An unknown zone in the settings must not take the catalogue down: fall back to UTC.
      formatter = formatterFor('UTC');
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The last clock read per zone: every request of the same second reads the same clock, and working it out
 * (`formatToParts`) cost more than the rest of a catalogue request's set-up.
 */
const lastRead = new Map<string, { second: number; clock: WallClock }>();

export function wallClock(now: Date, timeZone: string): WallClock {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastRead.get(timeZone);
  if (last?.second === second) return last.clock;
  const clock = Object.freeze(readWallClock(now, timeZone));
  if (lastRead.size > 16) lastRead.clear();
  lastRead.set(timeZone, { second, clock });
  return clock;
}

function readWallClock(now: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}:${parts.second}`;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { date, time, day, stamp: `${date} ${time}` };
}

/**
 * The instant at which the operator's clock reads `stamp` (`YYYY-MM-DD HH:MM[:SS]`, or with a `T`), or null
 * when it is not such a time. Worked out by reading the zone's offset at a first guess and once more at the
 * answer, so a time next to a daylight-saving change lands on the right side of it.
 */
export function instantOfWallTime(stamp: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(stamp.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0'] = match.slice(1).map((part) => part ?? '0') as string[];
  const wanted = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (!Number.isFinite(wanted)) return null;
  const offsetAt = (instant: number) => {
    const wall = readWallClock(new Date(instant), timeZone);
    return Date.parse(`${wall.date}T${wall.time}Z`) - instant;
  };
  const guess = wanted - offsetAt(wanted);
  return new Date(wanted - offsetAt(guess));
}

/** Minutes the operator's wall clock is ahead of UTC at `now` (what turns a scheduled wall time into an instant). */
export function operatorOffsetMinutes(now: Date, timeZone: string): number {
  const wall = wallClock(now, timeZone);
  const asUtc = Date.parse(`${wall.date}T${wall.time}Z`);
  return Math.round((asUtc - now.getTime()) / 60_000);
}
