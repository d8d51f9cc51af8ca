/**
 * A page of vehicle cards (search, a provider's vehicles, top rated): each vehicle in the contract's shape with
 * its provider (the brief object, with the discount running now), its units and how many are free. A page reads
 * its related rows with one query per kind — providers, their discounts, the units — never one per card, so a
 * page costs the same few statements whether it shows one vehicle or fifty.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { briefStoresById, discountsByProvider, providerBriefWith, runningDiscount, vehicleJson, type VehicleRow } from './format';

export interface CardInput {
  row: VehicleRow;
  /** Units free at the searched time (every unit when no time was given). */
  freeCount: number;
}

/** Units (`vehicle_identities` rows) of many vehicles, each vehicle's in id order. */
function unitsByVehicle(db: Db, vehicleIds: readonly number[]): Map<number, Record<string, unknown>[]> {
  const rows = db
    .prepare('SELECT * FROM vehicle_identities WHERE vehicle_id IN (SELECT value FROM json_each(?)) ORDER BY vehicle_id, id')
    .all(JSON.stringify(vehicleIds)) as (Record<string, unknown> & { vehicle_id: number })[];
  const map = new Map<number, Record<string, unknown>[]>();
  for (const row of rows) {
    const list = map.get(row.vehicle_id);
    if (list) list.push(row);
    else map.set(row.vehicle_id, [row]);
  }
  return map;
}

export function vehicleCards(request: FastifyRequest, db: Db, cards: readonly CardInput[], now: Date) {
  if (cards.length === 0) return [];
  const providerIds = [...new Set(cards.map((card) => card.row.provider_id))];
  const stores = briefStoresById(db, providerIds);
  const discounts = discountsByProvider(db, providerIds);
  const units = unitsByVehicle(db, cards.map((card) => card.row.id));
  const briefs = new Map<number, ReturnType<typeof providerBriefWith>>();
  for (const [id, store] of stores) briefs.set(id, providerBriefWith(request, store, runningDiscount(discounts.get(id), now)));
  return cards.map(({ row, freeCount }) =>
    vehicleJson(request, row, {
      provider: briefs.get(row.provider_id) ?? null,
      vehicle_identities: units.get(row.id) ?? [],
      total_vehicle_count: freeCount,
    }),
  );
}
