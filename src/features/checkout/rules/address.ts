/**
 * The delivery address checkout starts with: the one the customer picked if it is still usable, else the
 * first address inside the store's zone. Addresses outside the zone cannot be delivered to.
 */
export interface ZonedAddress {
  id: number | null;
  address: string;
  zone_ids: readonly number[];
}

export const inStoreZone = (address: Pick<ZonedAddress, 'zone_ids'>, storeZoneId: number | null) => storeZoneId === null || address.zone_ids.includes(storeZoneId);

export function deliveryAddress<A extends ZonedAddress>(picked: A | null, addresses: readonly A[], storeZoneId: number | null): A | null {
  if (picked && inStoreZone(picked, storeZoneId)) return picked;
  return addresses.find((address) => inStoreZone(address, storeZoneId)) ?? null;
}
