/**
 * Zones: `GET /api/v1/config/get-zone-id` resolves a point to the zones that contain it. `zone_id` is a
 * JSON array string (`"[3,1]"`) that is stored as-is and sent back in the `zoneId` header.
 */
import { apiRequest } from '@/lib/api-client';
import { getSession, parseZoneIds, updateSession } from '@/lib/session';
import { list, looseBoolean, looseId, nullable, numberOrZero, optional, refine, string, text, type, type Infer } from '@/lib/struct';

export const ModulePivot = type({
  zone_id: optional(looseId),
  module_id: optional(looseId),
  per_km_shipping_charge: optional(nullable(numberOrZero)),
  minimum_shipping_charge: optional(nullable(numberOrZero)),
  maximum_shipping_charge: optional(nullable(numberOrZero)),
  maximum_cod_order_amount: optional(nullable(numberOrZero)),
  delivery_charge_type: optional(nullable(string())),
  fixed_shipping_charge: optional(nullable(numberOrZero)),
});

export const ZoneModule = type({
  id: looseId,
  module_type: string(),
  module_name: text,
  pivot: optional(nullable(ModulePivot)),
});

export const ZoneStruct = type({
  id: looseId,
  name: text,
  display_name: optional(nullable(string())),
  cash_on_delivery: optional(nullable(looseBoolean)),
  increased_delivery_fee: optional(nullable(numberOrZero)),
  increased_delivery_fee_status: optional(nullable(numberOrZero)),
  increase_delivery_charge_message: optional(nullable(string())),
  modules: list(ZoneModule),
});

const ZoneIdText = refine(string(), 'zone id list', (value) => parseZoneIds(value) !== null);

export const ZoneLookupStruct = type({
  zone_id: ZoneIdText,
  zone_data: list(ZoneStruct),
});

export type Zone = Infer<typeof ZoneStruct>;
export type ZoneLookup = Infer<typeof ZoneLookupStruct>;

export function getZoneForPoint(lat: number, lng: number, signal?: AbortSignal): Promise<ZoneLookup> {
  return apiRequest('/api/v1/config/get-zone-id', { query: { lat, lng }, struct: ZoneLookupStruct, signal });
}

const ZONE_DATA_KEY = 'zone_data';

/** Zone details of the chosen location (delivery charges per module), as stored with it. */
export function readZoneData(): Zone[] {
  try {
    const raw = globalThis.localStorage?.getItem(ZONE_DATA_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as Zone[]) : [];
  } catch {
    return [];
  }
}

/**
 * Makes a resolved point the customer's location: address text, coordinates, the zone id list (the JSON array
 * string the API returned) and the zone details. A module not offered in the new zones is cleared, so the
 * customer picks again. Returns whether the module was kept.
 */
export function storeLocation(location: { lat: number; lng: number; address: string }, lookup: ZoneLookup): boolean {
  const zoneIds = parseZoneIds(lookup.zone_id) ?? [];
  const current = getSession().module;
  const moduleKept = current !== null && lookup.zone_data.some((zone) => zoneIds.includes(zone.id) && zone.modules.some((module) => module.id === current.id));
  try {
    globalThis.localStorage?.setItem(ZONE_DATA_KEY, JSON.stringify(lookup.zone_data));
  } catch (error) {
    console.warn('Could not keep zone details', error);
  }
  updateSession({ location: location.address, latLng: { lat: location.lat, lng: location.lng }, zoneId: lookup.zone_id, ...(moduleKept ? {} : { module: null }) });
  return moduleKept;
}
