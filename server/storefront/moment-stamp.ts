/**
 * What a kept answer or render is valid for: the data version and the minute on the API's clock. Answers
 * depend on the time as well as on the data (a store opens or closes, a sale ends, a slot passes), and no
 * schedule is finer than a minute, so nothing kept outlives the minute it was made in. Null: keep nothing.
 */
export function momentStamp(version: number | null, now: (() => Date) | undefined): string | null {
  if (version === null) return null;
  const minute = Math.floor((now?.() ?? new Date()).getTime() / 60_000);
  return `${version}@${minute}`;
}
