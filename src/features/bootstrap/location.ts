/**
 * Choosing a location: resolve the zones containing the point, ask the features whose data would not survive
 * the move (see lib/location-guard.ts), then store the address text, coordinates, the zone id list and the
 * zone details. If the stored module is not offered in the new zones, it is cleared so the customer picks
 * again. Resolves to null when the customer kept their current location.
 */
import { getZoneForPoint, readZoneData, storeLocation, type Zone } from '@/api/zones';
import { mayChangeLocation } from '@/lib/location-guard';
import { parseZoneIds } from '@/lib/session';

export { readZoneData };

export interface ChosenLocation {
  lat: number;
  lng: number;
  address: string;
}

export interface LocationResult {
  zoneId: string;
  zones: Zone[];
  moduleStillAvailable: boolean;
}

export async function chooseLocation(location: ChosenLocation, signal?: AbortSignal): Promise<LocationResult | null> {
  const lookup = await getZoneForPoint(location.lat, location.lng, signal);
  if (!(await mayChangeLocation({ zoneIds: parseZoneIds(lookup.zone_id) ?? [], location: location.address }))) return null;
  const moduleStillAvailable = storeLocation(location, lookup);
  return { zoneId: lookup.zone_id, zones: lookup.zone_data, moduleStillAvailable };
}
