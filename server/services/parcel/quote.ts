/**
 * A parcel order before it is placed (contract-marketplace §M5.1, `order_type: parcel`): the fields checked
 * in the backend's order (first failure wins), the sender's zone (one of the request's zones that contains
 * the pickup point and offers the module), the receiver's zone, who pays and how (the sender by cash, card
 * or wallet; the receiver only in cash on delivery), then the charge from common/parcel-charge.ts over the
 * road distance this server measures itself — a distance the client sends is not trusted.
 */
import type { Db } from '../../db/connection';
import { travel } from '../../geo/travel';
import { pointInRing, type LatLng } from '../../geo/geometry';
import { errorEntries, errorList } from '../../http/errors';
import { num, parseJsonObject, present, str, truthy, validate, validationErrors, type Input, type Rules } from '../../http/input';
import { setting } from '../../http/settings';
import { parcelCharge, parcelRates, type ParcelCharge, type ParcelRates } from '../../../common/parcel-charge';
import { addressOf, type DeliveryAddress } from '../orders/delivery';
import { PAYMENT_METHODS, type CheckoutScope } from '../orders/checkout';
import { orderSettings, type OrderSettings } from '../orders/settings';
import { taxKeys } from '../orders/tax-keys';
import { ringOf, type ZoneRow } from '../zones/zones';
import { categoryRow } from './content';

export const CHARGE_PAYERS = ['sender', 'receiver'] as const;
export type ChargePayer = (typeof CHARGE_PAYERS)[number];

/** The receiver: an address as a delivery's, with the zone it lies in. */
export interface ReceiverDetails extends DeliveryAddress {
  zone_id: number;
}

export interface ParcelQuote {
  categoryId: number;
  zoneId: number;
  sender: DeliveryAddress;
  receiver: ReceiverDetails;
  chargePayer: ChargePayer;
  distanceKm: number;
  rates: ParcelRates;
  taxRate: number;
  charge: ParcelCharge;
  settings: OrderSettings;
}

const refuse = (code: string, message: string) => errorList(403, code, message);
const text = (max: number) => ['nullable', 'string', { maxLength: max }] as Rules[string];

function checkFields(input: Input, scope: CheckoutScope, forPlacement: boolean): void {
  const rules: Rules = {
    order_type: ['required', { in: ['parcel'] }],
    address: ['required', 'string', { maxLength: 500 }],
    latitude: ['required', 'numeric', { between: [-90, 90] }],
    longitude: ['required', 'numeric', { between: [-180, 180] }],
    parcel_category_id: ['required', 'integer', { min: 1 }],
    receiver_details: ['required'],
    charge_payer: ['required', { in: CHARGE_PAYERS }],
    distance: ['nullable', 'numeric'],
    dm_tips: ['nullable', 'numeric', { min: 0 }, { max: 100_000 }],
    address_type: text(50),
    floor: text(100),
    road: text(255),
    house: text(255),
    order_note: text(1000),
    delivery_instruction: text(1000),
  };
  if (forPlacement) rules.payment_method = ['required', { in: PAYMENT_METHODS }];
  const guestContact = forPlacement && scope.caller.isGuest;
  Object.assign(rules, {
    contact_person_name: guestContact ? ['required', 'string', { maxLength: 100 }] : text(100),
    contact_person_number: guestContact ? ['required', 'string', { maxLength: 32 }] : text(32),
    contact_person_email: guestContact ? ['nullable', 'email', { maxLength: 100 }] : text(100),
  });
  validate(input, rules);
}

/** `receiver_details` as a JSON string (the web client) or an object, with its own required fields. */
function readReceiver(input: Input): Record<string, unknown> {
  const details = parseJsonObject(input.receiver_details);
  if (!details) throw refuse('receiver_details', 'The receiver details are not readable.');
  const entries = validationErrors(details, {
    contact_person_name: ['required', 'string', { maxLength: 100 }],
    contact_person_number: ['required', 'string', { maxLength: 32 }],
    contact_person_email: ['nullable', 'email', { maxLength: 100 }],
    address: ['required', 'string', { maxLength: 500 }],
    latitude: ['required', 'numeric', { between: [-90, 90] }],
    longitude: ['required', 'numeric', { between: [-180, 180] }],
    zone_id: ['nullable', 'integer'],
    address_type: text(50),
    floor: text(100),
    road: text(255),
    house: text(255),
  });
  // The validation envelope, with each field named as the receiver's.
  if (entries.length > 0) throw errorEntries(403, entries.map((entry) => ({ code: `receiver_details.${entry.code}`, message: entry.message })));
  return details;
}

/** The module's zones (with their pivot) that contain the point, smallest first. */
function parcelZonesAt(db: Db, moduleId: number, point: LatLng, among: number[] | null): ZoneRow[] {
  const zones = db
    .prepare('SELECT z.* FROM zones z JOIN module_zone p ON p.zone_id = z.id AND p.module_id = ? WHERE z.status = 1 ORDER BY z.id')
    .all(moduleId) as (ZoneRow & { increased_delivery_fee_type?: string })[];
  return zones.filter((zone) => (among === null || among.includes(zone.id)) && pointInRing(point, ringOf(zone)));
}

function checkPayment(input: Input, settings: OrderSettings, scope: CheckoutScope, chargePayer: ChargePayer): void {
  if (scope.caller.isGuest && !settings.guestCheckout) throw refuse('is_guest', 'Guest checkout is turned off. Please sign in to order.');
  if (truthy(input.partial_payment) && !settings.partialPayment) throw refuse('order_method', 'Partial payment is not available.');
  const method = input.payment_method;
  if (method === undefined) return;
  if (method === 'offline_payment' && !settings.offlinePayment) throw refuse('offline_payment_status', 'Offline payment is not available.');
  if (method === 'digital_payment' && !settings.digitalPayment) throw refuse('digital_payment', 'Digital payment is not available.');
  if (method === 'cash_on_delivery' && !settings.cashOnDelivery) throw refuse('digital_payment', 'Cash on delivery is not available.');
  if (chargePayer === 'receiver' && (method !== 'cash_on_delivery' || truthy(input.partial_payment))) {
    throw refuse('payment_method', 'When the receiver pays, the charge is paid in cash on delivery.');
  }
}

function receiverOf(details: Record<string, unknown>, zoneId: number): ReceiverDetails {
  return {
    contact_person_name: str(details.contact_person_name).trim(),
    contact_person_number: str(details.contact_person_number).trim(),
    contact_person_email: str(details.contact_person_email).trim(),
    address_type: str(details.address_type, 'Delivery') || 'Delivery',
    address: str(details.address).trim(),
    floor: str(details.floor),
    road: str(details.road),
    house: str(details.house),
    latitude: String(num(details.latitude)),
    longitude: String(num(details.longitude)),
    zone_id: zoneId,
  };
}

/**
 * Checks and prices a parcel order. `headerZones` are the request's `zoneId` header; `forPlacement` adds
 * the payment method and a guest's contact.
 */
export function quoteParcel(db: Db, scope: CheckoutScope, input: Input, headerZones: number[], options: { forPlacement: boolean }): ParcelQuote {
  if (scope.moduleType !== 'parcel') throw refuse('order_type', 'Parcel orders are placed from the parcel module.');
  checkFields(input, scope, options.forPlacement);
  const details = readReceiver(input);
  const chargePayer = input.charge_payer as ChargePayer;
  const settings = orderSettings(db);
  checkPayment(input, settings, scope, chargePayer);

  const pickup = { lat: num(input.latitude), lng: num(input.longitude) };
  const zone = parcelZonesAt(db, scope.moduleId, pickup, headerZones)[0] as (ZoneRow & { increased_delivery_fee_type?: string }) | undefined;
  if (!zone) throw refuse('zone', 'We do not pick up parcels at this address yet.');
  const dropOff = { lat: num(details.latitude), lng: num(details.longitude) };
  const receiverZones = parcelZonesAt(db, scope.moduleId, dropOff, null);
  const named = present(details.zone_id) ? receiverZones.find((candidate) => candidate.id === Number(details.zone_id)) : undefined;
  const receiverZone = named ?? receiverZones[0];
  if (!receiverZone) throw refuse('receiverZone', 'We do not deliver parcels to the receiver\'s address yet.');

  const category = categoryRow(db, Number(input.parcel_category_id), scope.moduleId);
  if (!category) throw refuse('parcel_category_id', 'Choose what you are sending from the parcel categories.');

  const pivot = db.prepare('SELECT maximum_shipping_charge AS max FROM module_zone WHERE module_id = ? AND zone_id = ?').get(scope.moduleId, zone.id) as { max: number | null } | undefined;
  const rates = parcelRates(category, { parcel_per_km_shipping_charge: setting<number>(db, 'parcel_per_km_shipping_charge', 0), parcel_minimum_shipping_charge: setting<number>(db, 'parcel_minimum_shipping_charge', 0) }, pivot?.max ?? null);
  const distanceKm = travel(pickup, dropOff, 'DRIVE').meters / 1000;
  const taxRate = Math.max(0, Number(setting<number>(db, 'parcel_tax_rate', 0)) || 0);
  const increase = zone.increased_delivery_fee_status === 1 && zone.increased_delivery_fee > 0 ? { type: zone.increased_delivery_fee_type === 'fixed' ? ('fixed' as const) : ('percent' as const), value: zone.increased_delivery_fee } : null;
  const charge = parcelCharge({
    distanceKm,
    rates,
    increase,
    taxRate,
    taxIncluded: settings.taxIncluded,
    additionalCharge: settings.additionalCharge,
    tips: settings.tipsEnabled ? num(input.dm_tips) : 0,
    decimals: settings.decimals,
  });
  return {
    categoryId: category.id,
    zoneId: zone.id,
    sender: addressOf(db, { ...input, address_type: str(input.address_type) || 'Pickup' }, scope.caller, false) as DeliveryAddress,
    receiver: receiverOf(details, receiverZone.id),
    chargePayer,
    distanceKm: charge.distanceKm,
    rates,
    taxRate,
    charge,
    settings,
  };
}

/** `get-Tax` for a parcel: the contract's three keys, then everything the summary shows. */
export function parcelTaxAnswer(quote: ParcelQuote) {
  const { charge } = quote;
  return {
    ...taxKeys(charge.taxAmount, charge.taxIncluded),
    order_amount: charge.total,
    delivery_charge: charge.deliveryCharge,
    original_delivery_charge: charge.deliveryCharge,
    base_delivery_charge: charge.baseCharge,
    additional_charge: charge.additionalCharge,
    dm_tips: charge.tips,
    distance: charge.distanceKm,
    tax_percentage: quote.taxRate,
    per_km_shipping_charge: quote.rates.perKm,
    minimum_shipping_charge: quote.rates.minimum,
    maximum_shipping_charge: quote.rates.maximum,
    parcel_category_id: quote.categoryId,
    charge_payer: quote.chargePayer,
    zone_id: quote.zoneId,
    receiver_zone_id: quote.receiver.zone_id,
  };
}
