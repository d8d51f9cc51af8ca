/** The operator's wall clock as the pricing rules read it: `YYYY-MM-DD` and `HH:MM:SS`. */
export interface WallClockLike {
  date: string;
  time: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock of a Date whose local fields read as the operator's time (the client's `operatorNow`). */
export function wallClockOf(date: Date): WallClockLike {
  return { date: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, time: `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` };
}
