/** Item lists, details, related items and reviews (marketplace §M3.4–M3.5). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context';
import { errorList } from '../../http/errors';
import { pageOf, paginated, present, validate } from '../../http/input';
import { jsonAnswer } from '../../http/raw-json';
import { moduleCategoryBriefs } from '../../services/catalog/categories';
import { findItem, findStore, itemDetails } from '../../services/catalog/details';
import { amount, filterWords, idList, positiveId, vegType } from '../../services/catalog/filters';
import { compactItemTexts, formatItemsFull } from '../../services/catalog/item-format';
import { findItems, pageOfCompactItems, pageOfItems, type ItemOrder, type ItemQuery } from '../../services/catalog/item-queries';
import { itemReviews } from '../../services/catalog/reviews';
import { anyZoneCatalogGroup, catalogGroup, isKey, requiredKey, type CatalogRequest } from './context';

const I = '/api/v1/items';

export const ITEM_FILTERS = ['popular', 'top_rated', 'high', 'low', 'discounted', 'available_now', 'new_arrival', 'best_selling', 'all', 'veg', 'non_veg'] as const;
type ItemFilter = (typeof ITEM_FILTERS)[number];

/** The order and flags a `filter` word list asks for (the last ordering word wins). */
export function filterQuery(words: readonly ItemFilter[], fallback: ItemOrder): Pick<ItemQuery, 'order' | 'discounted' | 'availableNow'> & { type?: 'veg' | 'non_veg' } {
  const orders: Partial<Record<ItemFilter, ItemOrder>> = { popular: 'popular', best_selling: 'popular', top_rated: 'top_rated', high: 'price_high', low: 'price_low', new_arrival: 'latest' };
  const order = [...words].reverse().map((word) => orders[word]).find((value) => value !== undefined) ?? fallback;
  return {
    order,
    discounted: words.includes('discounted') || undefined,
    availableNow: words.includes('available_now') || undefined,
    ...(words.includes('veg') ? { type: 'veg' as const } : words.includes('non_veg') ? { type: 'non_veg' as const } : {}),
  };
}

/** Query parts every list shares: veg type, categories, prices, minimum rating, filter words. */
export function commonQuery({ input, module, zones }: CatalogRequest, fallback: ItemOrder): ItemQuery {
  const filters = filterQuery(filterWords(input.filter, ITEM_FILTERS), fallback);
  return {
    moduleId: module.id,
    zones,
    type: vegType(input.type),
    categoryIds: idList(input.category_ids),
    minPrice: amount(input.min_price),
    maxPrice: amount(input.max_price),
    minRating: amount(input.rating_count),
    ...filters,
  };
}

export function registerCatalogItemRoutes(app: FastifyInstance, ctx: AppContext): void {
  catalogGroup(app, ctx, (group, catalogOf) => {
    // The cards go in as the texts kept for them (item-format.ts); the answer's bytes are those of the serialized object.
    const compactList = (request: FastifyRequest, reply: FastifyReply, fallback: ItemOrder, extra: Partial<ItemQuery>) => {
      const req = catalogOf(request);
      const page = pageOf(req.input, 25);
      const query = { ...commonQuery(req, fallback), search: typeof req.input.search === 'string' ? req.input.search.slice(0, 100) : undefined, ...extra };
      const { total, rows } = pageOfCompactItems(req.scope, query, page);
      return jsonAnswer(reply, paginated('products', page, total, compactItemTexts(req.scope, rows), { echoRaw: true, extra: { categories: moduleCategoryBriefs(req.scope, req.module.id) } }));
    };

    group.get(`${I}/popular`, (request, reply) => compactList(request, reply, 'popular', {}));
    group.get(`${I}/most-reviewed`, (request, reply) => compactList(request, reply, 'most_reviewed', { reviewed: true }));
    group.get(`${I}/discounted`, (request, reply) => compactList(request, reply, 'discount', { discounted: true }));

    group.get(`${I}/new-arrival`, (request) => {
      const req = catalogOf(request);
      const page = pageOf(req.input, 50);
      const query: ItemQuery = { ...commonQuery(req, 'latest'), order: 'latest', excludeId: positiveId(req.input.product_id) ?? undefined };
      const { total, rows } = pageOfItems(req.scope, query, page);
      return paginated('products', page, total, formatItemsFull(req.scope, rows), { echoRaw: true, extra: { categories: moduleCategoryBriefs(req.scope, req.module.id) } });
    });

    group.get(`${I}/latest`, (request) => {
      const req = catalogOf(request);
      validate(req.input, { store_id: 'required', category_id: 'required', limit: 'required|integer|min:1', offset: 'required|integer|min:1' });
      const store = findStore(req.scope, requiredKey(req.input, 'store_id'), req.module.id);
      const page = pageOf(req.input, 10);
      const categories = String(req.input.category_id) === '0' ? [] : idList(req.input.category_id);
      const query: ItemQuery = { ...commonQuery(req, 'latest'), storeId: store?.id ?? 0, categoryIds: categories, excludeId: positiveId(req.input.product_id) ?? undefined };
      const { total, rows } = pageOfItems(req.scope, query, page);
      return paginated('products', page, total, formatItemsFull(req.scope, rows), { echoRaw: true, extra: { categories: moduleCategoryBriefs(req.scope, req.module.id) } });
    });

    group.get(`${I}/recommended`, (request) => {
      const req = catalogOf(request);
      const paged = present(req.input.limit) && present(req.input.offset);
      const page = pageOf(req.input, 50);
      const storeKey = present(req.input.store_id) ? requiredKey(req.input, 'store_id') : null;
      const store = storeKey ? findStore(req.scope, storeKey, req.module.id) : null;
      const query: ItemQuery = { ...commonQuery(req, 'popular'), recommended: true, storeId: storeKey ? store?.id ?? 0 : undefined };
      const rows = findItems(req.scope, query, paged ? page : { limit: 50, skip: 0 });
      const items = formatItemsFull(req.scope, rows);
      // As the backend answers: total_size counts this page, the list is under `items`.
      return { total_size: items.length, limit: req.input.limit ?? null, offset: req.input.offset ?? null, items };
    });

    const related = (request: FastifyRequest<{ Params: { id: string } }>, sameStore: boolean) => {
      const req = catalogOf(request);
      const item = isKey(request.params.id) ? findItem(req.scope, request.params.id, req.module.id) : undefined;
      if (!item) throw errorList(404, 'product-001', 'Product not found.');
      const query: ItemQuery = sameStore
        ? { moduleId: req.module.id, zones: req.zones, storeId: item.store_id, excludeId: item.id, order: 'popular' }
        : { moduleId: req.module.id, zones: req.zones, categoryIds: [item.category_id], excludeId: item.id, order: 'popular' };
      return formatItemsFull(req.scope, findItems(req.scope, query, { limit: 10, skip: 0 }));
    };
    group.get<{ Params: { id: string } }>(`${I}/related-items/:id`, (request) => related(request, false));
    group.get<{ Params: { id: string } }>(`${I}/related-store-items/:id`, (request) => related(request, true));

    group.get(`${I}/common-conditions`, (request) => {
      const req = catalogOf(request);
      validate(req.input, { store_id: 'required', limit: 'required|integer|min:1', offset: 'required|integer|min:1' });
      const store = findStore(req.scope, requiredKey(req.input, 'store_id'), req.module.id);
      const page = pageOf(req.input, 10);
      const query: ItemQuery = { moduleId: req.module.id, zones: req.zones, type: vegType(req.input.type), storeId: store?.id ?? 0, conditionAndBrand: true, order: 'popular' };
      const { total, rows } = pageOfItems(req.scope, query, page);
      return paginated('products', page, total, formatItemsFull(req.scope, rows), { echoRaw: true });
    });
  });

  anyZoneCatalogGroup(app, ctx, (group, catalogOf) => {
    group.get<{ Params: { id: string } }>(`${I}/reviews/:id`, (request) => {
      const req = catalogOf(request);
      const item = isKey(request.params.id) ? findItem(req.scope, request.params.id, null) : undefined;
      if (!item) throw errorList(404, 'product-001', 'Product not found.');
      const paged = present(req.input.limit) && present(req.input.offset);
      const page = pageOf(req.input, 10);
      const { total, reviews } = itemReviews(req.scope, item.id, paged ? page : null);
      return { total_size: total, limit: req.input.limit ?? null, offset: req.input.offset ?? null, reviews };
    });

    group.get<{ Params: { id: string } }>(`${I}/details/:id`, (request) => {
      const req = catalogOf(request);
      const item = isKey(request.params.id) ? findItem(req.scope, request.params.id, req.module.id) : undefined;
      // The backend's body here is an object under `errors`; the contract's usual list shape is kept (clients read both).
      if (!item) throw errorList(404, 'product-001', 'Product not found.');
      return itemDetails(req.scope, item);
    });
  });
}
