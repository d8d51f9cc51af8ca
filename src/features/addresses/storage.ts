/**
 * A guest's addresses (IndexedDB `guestAddresses`): kept on this device only, never sent to the server. They
 * survive reloads, are cleared by the kiosk reset, and are small (a few rows), so quota is not a concern;
 * a failed write rejects and the form shows the error.
 */
import { getDb, type GuestAddressRow } from '@/lib/db';
import type { AddressBody } from './api';

export type GuestAddress = GuestAddressRow & { id: number };

export async function listGuestAddresses(): Promise<GuestAddress[]> {
  const rows = await getDb().guestAddresses.orderBy('createdAt').reverse().toArray();
  return rows.filter((row): row is GuestAddress => row.id !== undefined);
}

/** Adds (no id) or replaces (id) a guest address; returns its id. */
export async function saveGuestAddress(body: AddressBody & { contact_person_email: string }, zoneIds: number[], id?: number, now = Date.now()): Promise<number> {
  const table = getDb().guestAddresses;
  const previous = id === undefined ? undefined : await table.get(id);
  const row: GuestAddressRow = {
    ...body,
    zone_ids: zoneIds,
    createdAt: previous?.createdAt ?? now,
    ...(previous ? { id } : {}),
  };
  return Number(await table.put(row));
}

export async function removeGuestAddress(id: number): Promise<void> {
  await getDb().guestAddresses.delete(id);
}
