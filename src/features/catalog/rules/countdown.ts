/** The flash sale's countdown: days, hours, minutes and seconds left until its end, never negative. */

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  over: boolean;
}

/** `end` and `now` are on the same clock (the operator's); `end` is `YYYY-MM-DD HH:MM:SS`. */
export function countdown(end: string, now: Date): Countdown {
  const target = parseWallClock(end);
  const left = target === null ? 0 : Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    over: left === 0,
  };
}

/** A wall-clock `YYYY-MM-DD HH:MM[:SS]` as a Date whose local fields carry the wall time (as operatorNow does). */
export function parseWallClock(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}
