/**
 * Choosing a location: resolve the zones containing the point, then store the address text, coordinates,
 * the zone id list (as the JSON array string the API returned) and the zone details (delivery charges).
 * If the stored module is not offered in the new zones, it is cleared so the customer picks again.
 */
import { getZoneForPoint, type Zone } from '@/api/zones';
import { getSession, parseZoneIds, updateSession } from '@/lib/session';

const ZONE_DATA_KEY = 'zone_data';

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

export function readZoneData(): Zone[] {
  try {
    const raw = globalThis.localStorage?.getItem(ZONE_DATA_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as Zone[]) : [];
  } catch {
    return [];
  }
}

function writeZoneData(zones: Zone[]): void {
  try {
    globalThis.localStorage?.setItem(ZONE_DATA_KEY, JSON.stringify(zones));
  } catch (error) {
    console.warn('Could not keep zone details', error);
  }
}

export async function chooseLocation(location: ChosenLocation, signal?: AbortSignal): Promise<LocationResult> {
  const lookup = await getZoneForPoint(location.lat, location.lng, signal);
  const zoneIds = parseZoneIds(lookup.zone_id) ?? [];
  const current = getSession().module;
  const moduleStillAvailable =
    current !== null && lookup.zone_data.some((zone) => zoneIds.includes(zone.id) && zone.modules.some((module) => module.id === current.id));
  writeZoneData(lookup.zone_data);
  updateSession({
    location: location.address,
    latLng: { lat: location.lat, lng: location.lng },
    zoneId: lookup.zone_id,
    ...(moduleStillAvailable ? {} : { module: null }),
  });
  return { zoneId: lookup.zone_id, zones: lookup.zone_data, moduleStillAvailable };
}
