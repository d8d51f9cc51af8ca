/**
 * Where an order goes and what its delivery costs: the fee rates (the store's own when it delivers itself,
 * else its zone's pivot for the module, distance-based or fixed), the zone's busy-hours increase, and the
 * delivery address with the contact (a customer's name, phone and email fill what the form left empty).
 */
import type { Db } from '../../db/connection';
import type { Caller } from '../../http/context';
import { num, str, type Input } from '../../http/input';
import type { ZoneRow } from '../zones/zones';
import type { DeliveryRates, IncreasedFee } from '../../../common/order-pricing/delivery-fee';
import type { StoreRow } from '../../db/rows';

export interface DeliveryAddress {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  address_type: string;
  address: string;
  floor: string;
  road: string;
  house: string;
  longitude: string;
  latitude: string;
}

export function deliveryRates(db: Db, store: StoreRow, moduleId: number): DeliveryRates | null {
  if (store.self_delivery_system === 1) {
    return { chargeType: 'distance', perKm: num(store.per_km_shipping_charge), minimum: num(store.minimum_shipping_charge), maximum: store.maximum_shipping_charge === null ? null : num(store.maximum_shipping_charge), fixed: 0 };
  }
  const pivot = db.prepare('SELECT * FROM module_zone WHERE module_id = ? AND zone_id = ?').get(moduleId, store.zone_id) as
    | { per_km_shipping_charge: number; minimum_shipping_charge: number; maximum_shipping_charge: number | null; delivery_charge_type: string; fixed_shipping_charge: number }
    | undefined;
  if (!pivot) return null;
  return {
    chargeType: pivot.delivery_charge_type === 'fixed' ? 'fixed' : 'distance',
    perKm: pivot.per_km_shipping_charge,
    minimum: pivot.minimum_shipping_charge,
    maximum: pivot.maximum_shipping_charge,
    fixed: pivot.fixed_shipping_charge,
  };
}

export function increaseOf(zone: ZoneRow & { increased_delivery_fee_type?: string }, store: StoreRow): IncreasedFee | null {
  if (store.self_delivery_system === 1 || zone.increased_delivery_fee_status !== 1 || zone.increased_delivery_fee <= 0) return null;
  return { type: zone.increased_delivery_fee_type === 'fixed' ? 'fixed' : 'percent', value: zone.increased_delivery_fee };
}

export function addressOf(db: Db, input: Input, caller: Caller, takeAway: boolean): DeliveryAddress | null {
  const user = caller.isGuest ? undefined : (db.prepare('SELECT f_name, l_name, phone, email FROM users WHERE id = ?').get(caller.id) as { f_name: string | null; l_name: string | null; phone: string | null; email: string | null } | undefined);
  const contact = {
    contact_person_name: str(input.contact_person_name).trim() || [user?.f_name, user?.l_name].filter(Boolean).join(' '),
    contact_person_number: str(input.contact_person_number).trim() || (user?.phone ?? ''),
    contact_person_email: str(input.contact_person_email).trim() || (user?.email ?? ''),
  };
  if (takeAway) return { ...contact, address_type: '', address: '', floor: '', road: '', house: '', longitude: '', latitude: '' };
  return {
    ...contact,
    address_type: str(input.address_type, 'others'),
    address: str(input.address),
    floor: str(input.floor),
    road: str(input.road),
    house: str(input.house),
    longitude: String(num(input.longitude)),
    latitude: String(num(input.latitude)),
  };
}
