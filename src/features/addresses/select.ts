/** Making an address the delivery (or pickup) location: its text, coordinates and zone ids become the session's. */
import type { TranslationKey } from '@/lib/i18n';
import { updateSession } from '@/lib/session';

export interface LocatedAddress {
  address: string;
  latitude: number;
  longitude: number;
  zone_ids: readonly number[];
}

/** Stores the address as the current location; false when its zones are unknown (nothing is stored then). */
export function storeAddressAsLocation(address: LocatedAddress): boolean {
  if (address.zone_ids.length === 0) return false;
  updateSession({ location: address.address, latLng: { lat: address.latitude, lng: address.longitude }, zoneId: JSON.stringify(address.zone_ids) });
  return true;
}

/** 'New Pickup address selected.' in the rental module, 'New Delivery address selected.' elsewhere. */
export function addressSelectedMessage(moduleType: string | null | undefined): TranslationKey {
  return moduleType === 'rental' ? 'addresses.pickupSelected' : 'addresses.deliverySelected';
}
