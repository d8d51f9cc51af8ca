/**
 * A change of the customer's location (and so of the zones every request carries) can cost them something a
 * feature keeps for the old zones: a trip cart whose pickup lies outside the new zones would be emptied by
 * the server on its next call. Features register a guard that asks the customer first; every way of
 * changing the location awaits `mayChangeLocation` and keeps the old location when a guard says no.
 */
export interface LocationChange {
  /** Zone ids of the new location. */
  zoneIds: number[];
  /** The new location's text, for the question. */
  location: string;
}

type Guard = (change: LocationChange) => Promise<boolean>;

const guards = new Set<Guard>();

export function guardLocationChange(guard: Guard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

export async function mayChangeLocation(change: LocationChange): Promise<boolean> {
  for (const guard of guards) if (!(await guard(change))) return false;
  return true;
}
