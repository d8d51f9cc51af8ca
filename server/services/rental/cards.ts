/**
 * A page of vehicle cards (search, a provider's vehicles, top rated): each vehicle in the contract's shape with
 * its provider (the brief object, with the discount running now), its units and how many are free. A page reads
 * its related rows with one lookup per kind — providers, their discounts, the units — never one per card, and
 * those come from the row cache (rows.ts) once read.
 *
 * A card is about 3 KB of JSON and the same for every customer who sees it until one of its rows changes, so
 * `vehicleCardTexts` keeps each card's text: building the objects and serialising them was most of a search's
 * work once the rows were cached. The text is keyed by everything the card is made of — the vehicle row, its
 * provider's row, the running discount's row, its units (cached rows are frozen, so the same object means the
 * same content), the free units, the request's origin (picture URLs) and language — and is what
 * `JSON.stringify` makes of `vehicleCards`' object for the same card. A page of kept cards is kept whole as
 * bytes by `jsonAnswer` (http/raw-json.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { objectSerial } from '../../db/row-cache';
import { locale, origin } from '../../http/context';
import { RawJson } from '../../http/raw-json';
import { briefStoresById, discountsByProvider, providerBriefWith, runningDiscount, vehicleJson, type BriefStoreRow, type VehicleRow } from './format';
import type { DiscountRow } from '../../db/rows';
import { unitRowsByVehicle, type UnitRow } from './rows';

export interface CardInput {
  row: VehicleRow;
  /** Units free at the searched time (every unit when no time was given). */
  freeCount: number;
}

interface CardParts {
  row: VehicleRow;
  store: BriefStoreRow | undefined;
  discount: DiscountRow | null;
  units: readonly UnitRow[];
  freeCount: number;
}

/** Each card's rows, read with one lookup per kind. */
function cardParts(db: Db, cards: readonly CardInput[], now: Date): CardParts[] {
  const providerIds = [...new Set(cards.map((card) => card.row.provider_id))];
  const stores = briefStoresById(db, providerIds);
  const discounts = discountsByProvider(db, providerIds);
  const units = unitRowsByVehicle(db, cards.map((card) => card.row.id));
  return cards.map(({ row, freeCount }) => ({
    row,
    store: stores.get(row.provider_id),
    discount: stores.has(row.provider_id) ? runningDiscount(discounts.get(row.provider_id), now) : null,
    units: units.get(row.id) ?? [],
    freeCount,
  }));
}

function cardJson(request: FastifyRequest, parts: CardParts) {
  return vehicleJson(request, parts.row, {
    provider: parts.store ? providerBriefWith(request, parts.store, parts.discount) : null,
    vehicle_identities: parts.units,
    total_vehicle_count: parts.freeCount,
  });
}

export function vehicleCards(request: FastifyRequest, db: Db, cards: readonly CardInput[], now: Date) {
  if (cards.length === 0) return [];
  return cardParts(db, cards, now).map((parts) => cardJson(request, parts));
}

/** Card texts per vehicle row, by the rest of the card's key; a few per row (languages, hosts, free counts). */
const cardTexts = new WeakMap<VehicleRow, Map<string, RawJson>>();
const TEXTS_PER_ROW = 32;

const frozen = (value: object | null | undefined) => value === null || value === undefined || Object.isFrozen(value);

/** The cards as JSON texts (`vehicleCards`, serialised), each kept while its rows stay the same. */
export function vehicleCardTexts(request: FastifyRequest, db: Db, cards: readonly CardInput[], now: Date): RawJson[] {
  if (cards.length === 0) return [];
  const where = `${origin(request)} ${locale(request)}`;
  return cardParts(db, cards, now).map((parts) => {
    // Only rows from the row cache are frozen and never change; anything else is serialised every time.
    if (!frozen(parts.row) || !frozen(parts.store) || !frozen(parts.discount) || !frozen(parts.units)) return new RawJson(JSON.stringify(cardJson(request, parts)));
    const key = `${where} ${parts.freeCount} ${objectSerial(parts.store)} ${objectSerial(parts.discount)} ${objectSerial(parts.units)}`;
    let texts = cardTexts.get(parts.row);
    let text = texts?.get(key);
    if (text) return text;
    text = new RawJson(JSON.stringify(cardJson(request, parts)), true);
    if (!texts || texts.size >= TEXTS_PER_ROW) cardTexts.set(parts.row, (texts = new Map()));
    texts.set(key, text);
    return text;
  });
}
