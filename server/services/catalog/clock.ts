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

export function wallClock(now: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}:${parts.second}`;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { date, time, day, stamp: `${date} ${time}` };
}
