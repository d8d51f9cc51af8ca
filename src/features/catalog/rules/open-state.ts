/**
 * A store's open state as its card and page say it: open now; closed now but opening later today (at the
 * time the server sends, on the operator's clock); or closed for today.
 */
export type OpenState = { kind: 'open' } | { kind: 'opensAt'; time: string } | { kind: 'closedToday' };

export function openState(store: { open?: boolean | number | null; current_opening_time?: string | null }): OpenState {
  if (store.open) return { kind: 'open' };
  const time = store.current_opening_time;
  if (time && /^\d{1,2}:\d{2}/.test(time)) return { kind: 'opensAt', time: time.slice(0, 5) };
  return { kind: 'closedToday' };
}
