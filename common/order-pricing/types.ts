/** The operator's wall clock as the pricing rules read it: `YYYY-MM-DD` and `HH:MM:SS`. */
export interface WallClockLike {
  date: string;
  time: string;
}
