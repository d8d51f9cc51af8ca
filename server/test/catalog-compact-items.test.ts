/**
 * Compact item lists (popular, most reviewed, discounted) read only the columns a compact card shows. Their
 * cards must be exactly the cards formatted from whole rows, for every order, filter, language and page.
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { openDatabase } from '../db/seed/open';
import { wallClock } from '../services/catalog/clock';
import { formatItemsCompact } from '../services/catalog/item-format';
import { pageOfCompactItems, pageOfItems, type ItemQuery } from '../services/catalog/item-queries';
import type { Scope } from '../services/catalog/scope';

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:').db;
});
afterAll(() => db.close());

function scopeAt(now: Date, ar: boolean): Scope {
  return {
    db,
    request: {} as FastifyRequest,
    now,
    wall: wallClock(now, 'Asia/Dubai'),
    ar,
    position: null,
    zones: [1, 2, 3],
    scheduleOrder: true,
    image: (path) => `http://shop.test/storage/${path}`,
  };
}

const QUERIES: Omit<ItemQuery, 'zones'>[] = [
  { moduleId: 1, order: 'popular' },
  { moduleId: 2, order: 'popular' },
  { moduleId: 1, order: 'most_reviewed', reviewed: true },
  { moduleId: 2, order: 'discount', discounted: true },
  { moduleId: 1, order: 'price_low', minPrice: 2, maxPrice: 30, type: 'veg' },
  { moduleId: 3, order: 'top_rated', availableNow: true },
  { moduleId: 1, order: 'relevance', search: 'milk' },
  { moduleId: 2, order: 'latest', categoryIds: [1, 2, 3] },
];

describe('compact item lists', () => {
  it('show the same cards as formatted from whole rows, page by page', () => {
    for (const now of [new Date('2026-03-02T06:00:00Z'), new Date('2026-03-06T20:30:00Z')]) {
      for (const ar of [false, true]) {
        const scope = scopeAt(now, ar);
        for (const query of QUERIES) {
          for (const page of [{ limit: 25, skip: 0 }, { limit: 10, skip: 10 }, { limit: 200, skip: 0 }]) {
            const whole = pageOfItems(scope, { ...query, zones: scope.zones }, page);
            const compact = pageOfCompactItems(scope, { ...query, zones: scope.zones }, page);
            const where = `${now.toISOString()} ${ar ? 'ar' : 'en'} ${JSON.stringify(query)} ${JSON.stringify(page)}`;
            expect(compact.total, where).toBe(whole.total);
            expect(formatItemsCompact(scope, compact.rows), where).toEqual(formatItemsCompact(scope, whole.rows));
          }
        }
      }
    }
  });

  it('the lists the table covers are not empty', () => {
    const scope = scopeAt(new Date('2026-03-02T06:00:00Z'), false);
    const sizes = QUERIES.map((query) => pageOfCompactItems(scope, { ...query, zones: scope.zones }, { limit: 200, skip: 0 }).total);
    expect(sizes.filter((size) => size > 10).length).toBeGreaterThanOrEqual(5);
  });
});
