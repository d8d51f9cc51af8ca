/**
 * A pickup chosen in the trip search must lie in the customer's zones (the server empties a cart whose pickup
 * is outside the zones a request carries). A pickup in other zones moves the customer's location there,
 * after the guards (the trip cart asks first); a pickup in no zone is refused. Offline the place is kept as
 * chosen and the server decides when the change is sent.
 */
import { getZoneForPoint, storeLocation } from '@/api/zones';
import { isApiError } from '@/lib/api-error';
import type { TranslationKey } from '@/lib/i18n';
import { mayChangeLocation } from '@/lib/location-guard';
import { getSession, parseZoneIds } from '@/lib/session';
import type { Place } from './trip-params';

export type PickupCheck = { place: Place; movedLocation: boolean } | { problem: TranslationKey } | { kept: true };

export async function checkPickup(place: Place): Promise<PickupCheck> {
  let lookup;
  try {
    lookup = await getZoneForPoint(place.lat, place.lng);
  } catch (error) {
    if (isApiError(error) && error.isAmbiguous) return { place, movedLocation: false };
    return { problem: 'rental.errors.pickupOutOfZone' };
  }
  const zoneIds = parseZoneIds(lookup.zone_id) ?? [];
  const current = parseZoneIds(getSession().zoneId) ?? [];
  const located = { ...place, zoneIds };
  if (zoneIds.some((zone) => current.includes(zone))) return { place: located, movedLocation: false };
  if (!(await mayChangeLocation({ zoneIds, location: place.name }))) return { kept: true };
  storeLocation({ lat: place.lat, lng: place.lng, address: place.name }, lookup);
  return { place: located, movedLocation: true };
}
