/**
 * Saved addresses of a customer (contract §2.3, shape §3.8). Coordinates are kept as the strings the client
 * sent; `zone_id` is the smallest zone containing the point when it was saved and `zone_ids` (every active
 * zone containing it, smallest first) is recomputed on each read, so zone edits show at once.
 */
import type { Db } from '../../db/connection';
import { errorEntries, errorList, messageError, type ErrorEntry } from '../../http/errors';
import { present, validationErrors, type Input, type Page } from '../../http/input';
import { laravelTime } from '../auth/accounts';
import { zoneIdsContaining } from '../zones/zones';

export interface AddressRow {
  id: number;
  user_id: number;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  address_type: string;
  address: string;
  floor: string | null;
  road: string | null;
  house: string | null;
  latitude: string;
  longitude: string;
  zone_id: number | null;
  created_at: string;
  updated_at: string;
}

const TEXT_FIELDS = ['contact_person_name', 'contact_person_number', 'contact_person_email', 'address_type', 'address', 'floor', 'road', 'house'] as const;

const RULES = {
  contact_person_name: 'required|max:100',
  contact_person_number: 'required|max:20',
  contact_person_email: 'nullable|email|max:255',
  address_type: 'required|max:100',
  address: 'required|max:255',
  latitude: 'required|numeric|between:-90,90',
  longitude: 'required|numeric|between:-180,180',
  floor: 'nullable|max:50',
  road: 'nullable|max:100',
  house: 'nullable|max:50',
};

/** A text value as stored: strings trimmed, numbers as text, blank as null. */
const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() || null : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);

export interface AddressInput {
  values: Record<(typeof TEXT_FIELDS)[number], string | null>;
  latitude: string;
  longitude: string;
  zoneIds: number[];
}

/**
 * Checks an add/update body (`403 {"errors":[…]}` for every failing field, objects and arrays refused as
 * text), then the point: `403 errors[{code:"coordinates"}]` when no active zone contains it.
 */
export function readAddress(db: Db, input: Input): AddressInput {
  const entries: ErrorEntry[] = validationErrors(input, RULES);
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (present(value) && typeof value !== 'string' && typeof value !== 'number' && !entries.some((entry) => entry.code === field)) {
      entries.push({ code: field, message: `The ${field.replace(/_/g, ' ')} must be a string.` });
    }
  }
  if (entries.length > 0) throw errorEntries(403, entries);
  const latitude = String(input.latitude).trim();
  const longitude = String(input.longitude).trim();
  const zoneIds = zoneIdsContaining(db, { lat: Number(latitude), lng: Number(longitude) });
  if (zoneIds.length === 0) throw errorList(403, 'coordinates', 'Service not available in this area');
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(input[field])])) as AddressInput['values'];
  return { values, latitude, longitude, zoneIds };
}

export function addressJson(db: Db, row: AddressRow) {
  return {
    id: row.id,
    user_id: row.user_id,
    contact_person_name: row.contact_person_name,
    contact_person_number: row.contact_person_number,
    contact_person_email: row.contact_person_email,
    address_type: row.address_type,
    address: row.address,
    floor: row.floor,
    road: row.road,
    house: row.house,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    zone_id: row.zone_id,
    zone_ids: zoneIdsContaining(db, { lat: Number(row.latitude), lng: Number(row.longitude) }),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function listAddresses(db: Db, userId: number, page: Page) {
  const total = (db.prepare('SELECT count(*) AS n FROM customer_addresses WHERE user_id = ?').get(userId) as { n: number }).n;
  // A page number so large that the row offset is no longer an exact integer simply lies past the end.
  const skip = Number.isSafeInteger(page.skip) ? page.skip : Number.MAX_SAFE_INTEGER;
  const rows = db.prepare('SELECT * FROM customer_addresses WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(userId, page.limit, skip) as AddressRow[];
  return { total, rows: rows.map((row) => addressJson(db, row)) };
}

export function addAddress(db: Db, userId: number, address: AddressInput, now: Date): number {
  const stamp = laravelTime(now);
  const { values } = address;
  const result = db
    .prepare(
      `INSERT INTO customer_addresses (user_id, contact_person_name, contact_person_number, contact_person_email, address_type, address, floor, road, house,
         latitude, longitude, zone_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(userId, values.contact_person_name, values.contact_person_number, values.contact_person_email, values.address_type, values.address, values.floor, values.road, values.house,
      address.latitude, address.longitude, address.zoneIds[0] ?? null, stamp, stamp);
  return Number(result.lastInsertRowid);
}

/** The customer's own address by id (any other id, or one of another customer, is `404 {"message"}`). */
export function ownAddress(db: Db, userId: number, id: unknown): AddressRow {
  const text = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
  const row = /^\d{1,15}$/.test(text) ? (db.prepare('SELECT * FROM customer_addresses WHERE id = ? AND user_id = ?').get(Number(text), userId) as AddressRow | undefined) : undefined;
  if (!row) throw messageError(404, 'Address not found');
  return row;
}

export function updateAddress(db: Db, row: AddressRow, address: AddressInput, now: Date): void {
  const { values } = address;
  db.prepare(
    `UPDATE customer_addresses SET contact_person_name = ?, contact_person_number = ?, contact_person_email = ?, address_type = ?, address = ?, floor = ?, road = ?,
       house = ?, latitude = ?, longitude = ?, zone_id = ?, updated_at = ? WHERE id = ?`,
  ).run(values.contact_person_name, values.contact_person_number, values.contact_person_email, values.address_type, values.address, values.floor, values.road, values.house,
    address.latitude, address.longitude, address.zoneIds[0] ?? null, laravelTime(now), row.id);
}

export function deleteAddress(db: Db, row: AddressRow): void {
  db.prepare('DELETE FROM customer_addresses WHERE id = ?').run(row.id);
}
